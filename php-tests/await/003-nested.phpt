--TEST--
await: coroutines awaiting coroutines, results flow up
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function fib($n) {
    if ($n < 2) return $n;
    $a = spawn('fib', $n - 1);
    $b = spawn('fib', $n - 2);
    return await($a) + await($b);
}
var_dump(fib(12));
$outer = spawn(function () {
    $inner = spawn(function () { suspend(); return "inner"; });
    return "outer+" . await($inner);
});
var_dump(await($outer));
?>
--EXPECT--
int(144)
string(11) "outer+inner"
