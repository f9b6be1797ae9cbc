--TEST--
task_group: tasks cancelled before they got to run never execute their body; isFinished() is false right after cancel() and true after awaitCompletion()
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup(1);
$g->spawn(function () { echo "task 0 body\n"; });
$g->spawn(function () { echo "task 1 body\n"; });
$g->cancel();
var_dump($g->isFinished());
$g->awaitCompletion();
var_dump($g->isFinished(), $g->isClosed());
echo count($g->getErrors()), " errors\n";
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
2 errors
