--TEST--
task_set: spawn() after close() or cancel() throws "Cannot spawn tasks on a closed TaskGroup"
--EXTENSIONS--
true_async
--FILE--
<?php
$a = new Async\TaskSet();
$a->close();
$b = new Async\TaskSet();
$b->cancel();
foreach ([$a, $b] as $set) {
    var_dump($set->isClosed());
    try {
        $set->spawn(fn() => 1);
        echo "accepted\n";
    } catch (Async\AsyncException $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $set->spawnWithKey('k', fn() => 1);
        echo "accepted\n";
    } catch (Async\AsyncException $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
bool(true)
Cannot spawn tasks on a closed TaskGroup
Cannot spawn tasks on a closed TaskGroup
bool(true)
Cannot spawn tasks on a closed TaskGroup
Cannot spawn tasks on a closed TaskGroup
