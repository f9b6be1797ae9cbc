--TEST--
task_set: joinAll() resolves key => result in spawn order and consumes everything; afterwards joinAll() on the closed set gives []
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
var_dump(await($set->joinAll()));
$set->spawn(function () { delay(20); return 'a'; });
$set->spawnWithKey('b', function () { delay(5); return 'B'; });
$set->spawn(fn() => 'c');
echo json_encode(await($set->joinAll())), ", left ", count($set), "\n";
$set->close();
echo json_encode(await($set->joinAll())), "\n";
var_dump($set->isFinished());
?>
--EXPECT--
array(0) {
}
{"0":"a","b":"B","1":"c"}, left 0
[]
bool(true)
