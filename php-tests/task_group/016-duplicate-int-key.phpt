--TEST--
task_group: a duplicate int key throws "Duplicate key 7 in TaskGroup" (no quotes), also when it collides with a key spawn() assigned
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$g->spawnWithKey(7, fn() => 'seven');
try {
    $g->spawnWithKey(7, fn() => 'again');
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
$g->spawn(fn() => 'auto'); // key 0
try {
    $g->spawnWithKey(0, fn() => 'x');
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
var_dump(count($g));
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
Duplicate key 7 in TaskGroup
Duplicate key 0 in TaskGroup
int(2)
{"7":"seven","0":"auto"}
