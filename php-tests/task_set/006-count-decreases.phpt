--TEST--
task_set: count() is the number of tasks not yet delivered: it grows with spawn() and drops with each joinNext()
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$set = new Async\TaskSet();
var_dump(count($set));
$set->spawn(fn() => 1);
$set->spawn(fn() => 2);
$set->spawnWithKey('k', fn() => 3);
var_dump(count($set));
for ($i = 0; $i < 3; $i++) {
    $v = await($set->joinNext());
    echo "got $v, count ", count($set), "\n";
}
var_dump($set->isFinished(), $set->isClosed());
?>
--EXPECT--
int(0)
int(3)
got 1, count 2
got 2, count 1
got 3, count 0
bool(true)
bool(false)
