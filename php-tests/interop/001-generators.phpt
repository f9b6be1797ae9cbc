--TEST--
interop: generators with yield from, send() and suspends inside a coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function inner() { $x = yield 1; suspend(); yield $x * 10; return "inner-ret"; }
function outer() { $r = yield from inner(); suspend(); yield $r; }
$c = spawn(function () {
    $g = outer();
    $out = [$g->current()];
    $out[] = $g->send(5);
    $g->next();
    $out[] = $g->current();
    return implode(',', $out);
});
$d = spawn(function () { $s = 0; for ($i = 0; $i < 5; $i++) { $s += $i; suspend(); } return $s; });
var_dump(await($c), await($d));
?>
--EXPECT--
string(14) "1,50,inner-ret"
int(10)
