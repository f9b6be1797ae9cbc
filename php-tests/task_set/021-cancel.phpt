--TEST--
task_set: cancel() interrupts running tasks with "TaskGroup cancelled" (shared implementation, decision) and queued tasks never start
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
use Async\AsyncCancellation;
$set = new Async\TaskSet(1);
$set->spawn(function () {
    try {
        delay(50);
        echo "not interrupted\n";
    } catch (AsyncCancellation $e) {
        echo "running task: ", $e->getMessage(), "\n";
        throw $e;
    }
});
$set->spawn(function () { echo "queued task started\n"; });
suspend();
$set->cancel();
var_dump($set->isClosed(), $set->isFinished());
$set->awaitCompletion();
var_dump($set->isFinished());
echo "end\n";
?>
--EXPECT--
bool(true)
bool(false)
running task: TaskGroup cancelled
bool(true)
end
