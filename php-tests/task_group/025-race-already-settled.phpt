--TEST--
task_group: race() when tasks already settled resolves with the first settled task in spawn order; on a settled group repeated calls return the same first entry
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
// The wait below starts before the tasks first run, and under valgrind on a
// loaded machine their first run alone took up to 400 ms: 5x there.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1;
$g->spawn(function () use ($slow) { delay(400 * $slow); return 'a'; });
$g->spawn(function () { delay(1); return 'b'; });
$g->spawn(fn() => 'c');
delay(150 * $slow); // b and c have settled (c first), a is still running
echo await($g->race()), "\n";
await($g->all());
echo await($g->race()), "\n";
echo await($g->race()), "\n";
?>
--EXPECT--
b
a
a
