--TEST--
task_group: spawn() keys come from a counter starting at 0 that spawnWithKey() does not advance; results keep spawn order with mixed keys
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
var_dump($g->spawn(fn() => 'a'));
$g->spawnWithKey('x', function () { delay(5); return 'b'; });
$g->spawn(fn() => 'c');
$g->spawnWithKey(10, fn() => 'd');
$g->spawn(fn() => 'e');
$g->spawnWithKey(-3, fn() => 'f');
var_dump(await($g->all()));
?>
--EXPECT--
NULL
array(6) {
  [0]=>
  string(1) "a"
  ["x"]=>
  string(1) "b"
  [1]=>
  string(1) "c"
  [10]=>
  string(1) "d"
  [2]=>
  string(1) "e"
  [-3]=>
  string(1) "f"
}
