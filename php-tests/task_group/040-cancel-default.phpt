--TEST--
task_group: cancel() interrupts a running task with AsyncCancellation "TaskGroup cancelled", a queued task never starts, both settle with the cancellation
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
use Async\AsyncCancellation;
$g = new Async\TaskGroup(1);
$g->spawn(function () {
    echo "task 0 started\n";
    try {
        delay(50);
        echo "task 0 was not interrupted\n";
    } catch (AsyncCancellation $e) {
        echo "task 0 interrupted: ", $e->getMessage(), "\n";
        throw $e;
    }
});
$g->spawn(function () { echo "task 1 started\n"; });
suspend();
$g->cancel();
var_dump($g->isClosed());
$g->awaitCompletion();
foreach ($g->getErrors() as $k => $e) {
    echo "$k: ", get_class($e), " ", $e->getMessage(), "\n";
}
echo "count: ", count($g), "\n";
?>
--EXPECT--
task 0 started
bool(true)
task 0 interrupted: TaskGroup cancelled
0: Async\AsyncCancellation TaskGroup cancelled
1: Async\AsyncCancellation TaskGroup cancelled
count: 2
