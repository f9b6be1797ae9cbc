--TEST--
task_group: cancel() seals the group: isClosed() is true and spawn() throws "Cannot spawn tasks on a closed TaskGroup"
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup();
var_dump($g->isClosed());
$g->cancel();
var_dump($g->isClosed());
try {
    $g->spawn(fn() => 1);
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
try {
    $g->spawnWithKey(5, fn() => 1);
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
var_dump(count($g));
?>
--EXPECT--
bool(false)
bool(true)
Cannot spawn tasks on a closed TaskGroup
Cannot spawn tasks on a closed TaskGroup
int(0)
