--TEST--
reactor: delay(0) lets ready coroutines run and returns on the next loop turn
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay};
spawn(function () { echo "other coroutine ran\n"; });
echo "before\n";
delay(0);
echo "after\n";
?>
--EXPECT--
before
other coroutine ran
after
