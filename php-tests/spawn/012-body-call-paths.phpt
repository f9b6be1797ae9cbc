--TEST--
spawn: a coroutine body called as a direct call would be (bound $this, static scope, first-class callables, by-value copies, a by-reference parameter's warning, too few arguments, a type error, a generator, variadics, the closure released once)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};

class Box {
    private int $n = 41;
    public function bound(): Closure { return function (int $k = 1) { return $this->n + $k; }; }
    public static function make(): Closure { return static fn() => static::class; }
    public function inc(int $by) { return $this->n += $by; }
}
class SubBox extends Box {}

$b = new Box();
// $this and scope reach the body.
var_dump(await(spawn($b->bound())));
var_dump(await(spawn($b->bound(), 5)));
// A static closure sees its called scope.
var_dump(await(spawn(SubBox::make())));
// First-class callables: a method, an internal function.
var_dump(await(spawn($b->inc(...), 2)));
var_dump(await(spawn(strlen(...), "four")));
// Arguments are copies: the caller's array is unchanged.
$arr = [1, 2];
var_dump(await(spawn(function (array $a) { $a[] = 3; return count($a); }, $arr)), $arr);
// A by-reference parameter takes the general path (the warning PHP gives).
var_dump(await(spawn(function (&$x) { $x = 9; return $x; }, 1)));
// Missing arguments: ArgumentCountError, as a direct call would throw.
try { await(spawn(function (int $a, int $b) { return $a + $b; }, 1)); }
catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// A type error in the arguments.
try { await(spawn(function (int $a) { return $a; }, "x")); }
catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// A generator closure returns its generator.
$g = await(spawn(function () { yield 1; yield 2; }));
var_dump($g instanceof Generator, iterator_to_array($g));
// Variadics and extra arguments.
var_dump(await(spawn(function (...$xs) { return array_sum($xs); }, 1, 2, 3)));
var_dump(await(spawn(function () { return func_get_args(); }, 'a', 'b')));
// The closure is released once the coroutine is done (its destructor-bearing capture goes).
class D { function __destruct() { echo "D gone\n"; } }
$d = new D();
$c = spawn(function () use ($d) { suspend(); return 1; });
unset($d);
echo "awaiting\n";
await($c);
unset($c);
echo "end\n";
--EXPECT--
int(42)
int(46)
string(6) "SubBox"
int(43)
int(4)
int(3)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}

Warning: {closure}(): Argument #1 ($x) must be passed by reference, value given in Unknown on line 0
int(9)
ArgumentCountError: Too few arguments to function {closure}(), 1 passed and exactly 2 expected
TypeError: {closure}(): Argument #1 ($a) must be of type int, string given
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(6)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
awaiting
D gone
end
