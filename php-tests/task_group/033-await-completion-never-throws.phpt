--TEST--
task_group: awaitCompletion() waits for all tasks (also queued ones) and never throws task errors
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$g = new Async\TaskGroup(1);
$g->spawn(function () { delay(10); throw new RuntimeException('task failed'); });
$g->spawn(function () { delay(5); return 'fine'; });
$g->close();
$g->awaitCompletion();
echo "completed without exception\n";
var_dump($g->isFinished());
echo json_encode($g->getResults()), "\n";
foreach ($g->getErrors() as $k => $e) {
    echo "$k: ", get_class($e), " ", $e->getMessage(), "\n";
}
?>
--EXPECT--
completed without exception
bool(true)
{"1":"fine"}
0: RuntimeException task failed
