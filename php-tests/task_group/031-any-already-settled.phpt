--TEST--
task_group: any() with successes already settled resolves with the first success in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
// The wait below starts before the tasks first run, and under valgrind on a
// loaded machine their first run alone took up to 400 ms: 5x there.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1;
$g->spawn(function () use ($slow) { delay(400 * $slow); return 'slow'; });
$g->spawn(fn() => throw new Exception('x'));
$g->spawn(function () { delay(1); return 'c'; });
$g->spawn(fn() => 'd');
delay(150 * $slow); // tasks 1..3 settled (d before c), task 0 still running
echo await($g->any()), "\n";
await($g->all(true));
echo await($g->any()), "\n";
$g->suppressErrors();
?>
--EXPECT--
c
slow
