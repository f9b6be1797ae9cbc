--TEST--
task_group: a spawn() suspended by backpressure throws "Cannot spawn tasks on a closed TaskGroup" when the group is closed meanwhile; existing tasks still finish
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};
use Async\AsyncException;
$g = new Async\TaskGroup(1, 1);
$g->spawn(function () { delay(20); return 'first'; });
$g->spawn(fn() => 'second');
$spawner = spawn(function () use ($g) {
    try {
        $g->spawn(fn() => 'third');
        echo "third spawned\n";
    } catch (AsyncException $e) {
        echo "spawner: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
});
suspend(); // the spawner runs and blocks in spawn()
echo "closing\n";
$g->close();
await($spawner);
echo json_encode(await($g->all())), "\n";
echo count($g), "\n";
?>
--EXPECT--
closing
spawner: Async\AsyncException: Cannot spawn tasks on a closed TaskGroup
["first","second"]
2
