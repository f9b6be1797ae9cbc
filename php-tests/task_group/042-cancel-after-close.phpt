--TEST--
task_group: cancel() after close() still cancels running and queued tasks (decisions-10 #7)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
use Async\AsyncCancellation;
$g = new Async\TaskGroup(1);
$g->spawn(function () {
    try {
        delay(50);
        return 'finished';
    } catch (AsyncCancellation $e) {
        echo "interrupted: ", $e->getMessage(), "\n";
        throw $e;
    }
});
$g->spawn(function () { echo "queued task started\n"; return 'queued'; });
suspend();
$g->close();
$g->cancel();
$g->awaitCompletion();
echo json_encode($g->getResults()), "\n";
echo count($g->getErrors()), " errors\n";
?>
--EXPECT--
interrupted: TaskGroup cancelled
[]
2 errors
