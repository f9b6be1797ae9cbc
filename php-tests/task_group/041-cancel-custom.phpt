--TEST--
task_group: cancel($cancellation) delivers the given AsyncCancellation to running tasks
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
use Async\AsyncCancellation;
$g = new Async\TaskGroup();
$g->spawn(function () {
    try {
        delay(50);
        return 'finished';
    } catch (AsyncCancellation $e) {
        echo "task got: ", get_class($e), " ", $e->getMessage(), "\n";
        throw $e;
    }
});
suspend();
$g->cancel(new AsyncCancellation('shutting down'));
$g->awaitCompletion();
echo json_encode($g->getResults()), " ", $g->getErrors()[0]->getMessage(), "\n";
?>
--EXPECT--
task got: Async\AsyncCancellation shutting down
[] shutting down
