--TEST--
task_group: any() with successes already settled resolves with the first success in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(function () { delay(400); return 'slow'; });
$g->spawn(fn() => throw new Exception('x'));
$g->spawn(function () { delay(1); return 'c'; });
$g->spawn(fn() => 'd');
delay(150); // tasks 1..3 settled (d before c), task 0 still running
echo await($g->any()), "\n";
await($g->all(true));
echo await($g->any()), "\n";
$g->suppressErrors();
?>
--EXPECT--
c
slow
