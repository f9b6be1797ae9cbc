--TEST--
task_set: awaitCompletion() needs close() (TaskGroup message verbatim), then waits without throwing task errors, which stay deliverable
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(5); throw new RuntimeException('kept'); });
try {
    $set->awaitCompletion();
    echo "returned\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
$set->close();
$set->awaitCompletion();
echo "completed, finished: ", var_export($set->isFinished(), true), ", left ", count($set), "\n";
try {
    await($set->joinNext());
} catch (RuntimeException $e) {
    echo "delivered: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
TaskGroup must be closed before calling awaitCompletion()
completed, finished: true, left 1
delivered: kept
