--TEST--
task_group: race() when tasks already settled resolves with the first settled task in spawn order; on a settled group repeated calls return the same first entry
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(function () { delay(400); return 'a'; });
$g->spawn(function () { delay(1); return 'b'; });
$g->spawn(fn() => 'c');
delay(150); // b and c have settled (c first), a is still running
echo await($g->race()), "\n";
await($g->all());
echo await($g->race()), "\n";
echo await($g->race()), "\n";
?>
--EXPECT--
b
a
a
