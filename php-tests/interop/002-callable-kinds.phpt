--TEST--
interop: bound closures, static closures, invokable objects and first-class callables as coroutine bodies
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
class Box { private $v = "private value"; function get() { return fn() => $this->v; } }
class Inv { function __invoke($a) { return "invoked with $a"; } }
var_dump(await(spawn((new Box)->get())));
var_dump(await(spawn(static fn() => isset($this) ? "bound" : "static")));
var_dump(await(spawn(new Inv, "x")));
var_dump(await(spawn(str_repeat(...), "ab", 2)));
var_dump(await(spawn(Closure::fromCallable([new Box, 'get']))) instanceof Closure);
?>
--EXPECT--
string(13) "private value"
string(6) "static"
string(14) "invoked with x"
string(4) "abab"
bool(true)
