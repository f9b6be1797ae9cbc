--TEST--
task_group: race() with nothing settled yet resolves with the next task to settle; the other tasks keep running
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(function () { delay(300); return 'slow'; });
$g->spawn(function () { delay(5); return 'fast'; });
$g->spawn(function () { delay(150); return 'mid'; });
echo await($g->race()), "\n";
var_dump($g->isFinished());
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
fast
bool(false)
["slow","fast","mid"]
