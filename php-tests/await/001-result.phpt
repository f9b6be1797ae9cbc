--TEST--
await: returns the coroutine's result, repeatedly, of any type
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () { suspend(); return ['a' => 1, 'b' => [2, 3]]; });
var_dump(await($c) === await($c));
var_dump(await($c));
$o = spawn(fn() => new ArrayObject([1]));
var_dump(await($o) === await($o));
var_dump(await(spawn(fn() => null)));
?>
--EXPECT--
bool(true)
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(3)
  }
}
bool(true)
NULL
