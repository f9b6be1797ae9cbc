--TEST--
task_group: awaitCompletion() on a group that is not closed throws AsyncException "TaskGroup must be closed before calling awaitCompletion()"
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup();
try {
    $g->awaitCompletion();
    echo "returned\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$g->spawn(fn() => 1);
try {
    $g->awaitCompletion();
    echo "returned\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
$g->close();
$g->awaitCompletion();
echo "after close: ", json_encode($g->getResults()), "\n";
$g->awaitCompletion();
echo "again returns at once\n";
?>
--EXPECT--
Async\AsyncException: TaskGroup must be closed before calling awaitCompletion()
TaskGroup must be closed before calling awaitCompletion()
after close: [1]
again returns at once
