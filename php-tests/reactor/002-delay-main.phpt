--TEST--
reactor: delay() in main lets coroutines run meanwhile; a pending timer is not a deadlock
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay};
spawn(function () { echo "coroutine runs while main sleeps\n"; });
$t = hrtime(true);
delay(30);
var_dump((hrtime(true) - $t) / 1e6 >= 25);
echo "main woke\n";
?>
--EXPECT--
coroutine runs while main sleeps
bool(true)
main woke
