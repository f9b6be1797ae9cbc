--TEST--
task_group: a fresh group is finished and open with count 0; count() counts every task ever added (running, queued, settled)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup(1);
var_dump($g->isFinished(), $g->isClosed(), count($g), $g->count());
$g->spawn(fn() => 1);
$g->spawnWithKey('k', function () { delay(5); throw new Exception('x'); });
$g->spawn(fn() => 3);
var_dump($g->isFinished(), count($g));
await($g->all(true));
var_dump($g->isFinished(), count($g), $g->isClosed());
$g->suppressErrors();
?>
--EXPECT--
bool(true)
bool(false)
int(0)
int(0)
bool(false)
int(3)
bool(true)
int(3)
bool(false)
