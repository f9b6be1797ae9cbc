--TEST--
task_set: duplicate keys throw the TaskGroup messages verbatim ('Duplicate key "x" in TaskGroup', "Duplicate key 7 in TaskGroup")
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$set = new Async\TaskSet();
$set->spawnWithKey('x', fn() => 1);
$set->spawnWithKey(7, fn() => 2);
foreach (['x', 7] as $key) {
    try {
        $set->spawnWithKey($key, fn() => 3);
        echo "accepted\n";
    } catch (Async\AsyncException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo count($set), "\n";
echo json_encode(await($set->joinAll())), "\n";
?>
--EXPECT--
Async\AsyncException: Duplicate key "x" in TaskGroup
Async\AsyncException: Duplicate key 7 in TaskGroup
2
{"x":1,"7":2}
