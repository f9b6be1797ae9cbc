--TEST--
coroutine: asHiPriority() moves a queued coroutine to the head of the queue
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
spawn(function () { echo "a\n"; });
spawn(function () { echo "b\n"; });
$c = spawn(function () { echo "c\n"; });
var_dump($c->asHiPriority() === $c);
suspend();
?>
--EXPECT--
bool(true)
c
a
b
