--TEST--
task_group: cancel() wakes a spawn() suspended by backpressure with "Cannot spawn tasks on a closed TaskGroup"; the task is not added
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};
use Async\AsyncException;
$g = new Async\TaskGroup(1, 1);
$g->spawn(function () { delay(50); return 'first'; });
$g->spawn(fn() => 'second');
$spawner = spawn(function () use ($g) {
    try {
        $g->spawn(fn() => 'third');
        echo "third spawned\n";
    } catch (AsyncException $e) {
        echo "spawner: ", $e->getMessage(), "\n";
    }
});
suspend();
$g->cancel();
await($spawner);
$g->awaitCompletion();
echo count($g), " tasks, ", count($g->getErrors()), " errors, ", count($g->getResults()), " results\n";
?>
--EXPECT--
spawner: Cannot spawn tasks on a closed TaskGroup
2 tasks, 2 errors, 0 results
