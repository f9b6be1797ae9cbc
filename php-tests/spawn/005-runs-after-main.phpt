--TEST--
spawn: coroutines left after the main script run to completion before shutdown functions and destructors
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
class D { function __destruct() { echo "destructor\n"; } }
$d = new D;
register_shutdown_function(function () { echo "shutdown function\n"; });
spawn(function () { echo "c1 start\n"; suspend(); echo "c1 end\n"; });
spawn(function () { echo "c2 start\n"; suspend(); echo "c2 end\n"; });
echo "main ends\n";
?>
--EXPECT--
main ends
c1 start
c2 start
c1 end
c2 end
shutdown function
destructor
