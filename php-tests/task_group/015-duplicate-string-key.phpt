--TEST--
task_group: spawnWithKey() with a string key already used throws AsyncException 'Duplicate key "NAME" in TaskGroup' and adds nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$g->spawnWithKey('job', fn() => 1);
try {
    $g->spawnWithKey('job', fn() => 2);
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(count($g));
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
Async\AsyncException: Duplicate key "job" in TaskGroup
int(1)
{"job":1}
