--TEST--
scope: spawn_with() forwards positional, variadic and named arguments and accepts any callable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn_with, await};
function join3($a, $b, $c = "c") { return "$a-$b-$c"; }
class M { public function twice($x) { return $x * 2; } }
$s = new Scope();
var_dump(await(spawn_with($s, 'join3', 1, 2)));
var_dump(await(spawn_with($s, 'join3', c: "C", a: "A", b: "B")));
var_dump(await(spawn_with($s, fn(...$xs) => array_sum($xs), 1, 2, 3, 4)));
var_dump(await(spawn_with($s, [new M(), 'twice'], 21)));
var_dump(await(spawn_with($s, 'strtoupper', "abc")));
?>
--EXPECT--
string(5) "1-2-c"
string(5) "A-B-C"
int(10)
int(42)
string(3) "ABC"
