--TEST--
task_set: spawn()/spawnWithKey() forward named arguments; spawn() keys come from a counter that spawnWithKey() does not advance
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$set = new Async\TaskSet();
$set->spawnWithKey('sum', fn(int $a, int $b) => $a + $b, b: 2, a: 40);
$set->spawn(fn(string $s, string $suffix = '?') => $s . $suffix, suffix: '!', s: 'hi');
$set->spawnWithKey(5, fn() => 'five');
$set->spawn(fn(...$xs) => array_sum($xs), 1, 2, 3);
echo json_encode(await($set->joinAll())), "\n";
?>
--EXPECT--
{"sum":42,"0":"hi!","5":"five","1":6}
