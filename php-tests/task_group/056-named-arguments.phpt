--TEST--
task_group: spawn() and spawnWithKey() forward positional and named arguments to the task, for closures and string callables
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
function describe(string $name, int $age = 0) { return "$name:$age"; }
$g = new Async\TaskGroup();
$g->spawn(fn(string $a, string $b = 'B', string $c = 'C') => "$a-$b-$c", 'x', c: 'z');
$g->spawnWithKey('k', fn(int $x, int $y) => $x - $y, y: 1, x: 10);
$g->spawn('describe', age: 30, name: 'ann');
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
{"0":"x-B-z","k":9,"1":"ann:30"}
