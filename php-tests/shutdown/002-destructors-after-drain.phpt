--TEST--
shutdown: objects held by suspended coroutines are destructed after those coroutines finish
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
class Conn { function __destruct() { echo "conn destructed\n"; } }
spawn(function () { $c = new Conn; suspend(); echo "coroutine still uses its conn\n"; });
suspend();
echo "main ends\n";
?>
--EXPECT--
main ends
coroutine still uses its conn
conn destructed
