--TEST--
spawn: extra arguments are passed to the callable, any callable works
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function add($a, $b) { return $a + $b; }
class K { public function mul($a, $b) { return $a * $b; } public static function neg($a) { return -$a; } }
var_dump(await(spawn('add', 2, 3)));
var_dump(await(spawn([new K, 'mul'], 4, 5)));
var_dump(await(spawn('K::neg', 7)));
var_dump(await(spawn(fn(...$xs) => array_sum($xs), 1, 2, 3, 4)));
var_dump(await(spawn(strlen(...), "hello")));
?>
--EXPECT--
int(5)
int(20)
int(-7)
int(10)
int(5)
