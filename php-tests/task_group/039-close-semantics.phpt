--TEST--
task_group: close() only seals: running and queued tasks still complete, close() is idempotent, the group can still be awaited
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup(1);
$g->spawn(function () { delay(10); return 'running'; });
$g->spawn(fn() => 'queued');
$g->close();
var_dump($g->isClosed(), $g->isFinished());
$g->close();
var_dump($g->isClosed());
echo json_encode(await($g->all())), "\n";
var_dump($g->isFinished(), count($g));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
["running","queued"]
bool(true)
int(2)
