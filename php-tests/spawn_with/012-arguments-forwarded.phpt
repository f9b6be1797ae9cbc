--TEST--
spawn_with: positional, variadic and named arguments are forwarded to the task
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn_with, await};
$scope = new Async\Scope();
var_dump(await(spawn_with($scope, fn($a, $b, ...$rest) => "$a-$b-" . implode('+', $rest), 1, 2, 3, 4)));
var_dump(await(spawn_with($scope, function ($x, $y = 'dy', $z = 'dz') { return "$x $y $z"; }, 'X', z: 'Z')));
var_dump(await(spawn_with($scope, function (...$all) { return $all; }, 1, k: 'v')));
var_dump(await(spawn_with($scope, 'str_repeat', 'ab', 3)));
var_dump(await(spawn_with($scope, 'str_pad', 'x', 3, pad_type: STR_PAD_LEFT, pad_string: '.')));
var_dump(await(spawn_with($scope, fn() => func_num_args())));
?>
--EXPECT--
string(7) "1-2-3+4"
string(6) "X dy Z"
array(2) {
  [0]=>
  int(1)
  ["k"]=>
  string(1) "v"
}
string(6) "ababab"
string(3) "..x"
int(0)
