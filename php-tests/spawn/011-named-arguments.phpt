--TEST--
spawn: named arguments reach the spawned callable, as in a direct call (mixed with positional ones, into a variadic, unknown names an Error)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$f = function ($a, $b = "B", ...$rest) { return "$a-$b-" . json_encode($rest); };
echo await(spawn($f, b: 2, a: 1)), "\n";
echo await(spawn($f, 1, b: 3)), "\n";
echo await(spawn($f, 1, 2, 3, x: 4)), "\n";
function repeat(int $n, string $s) { return str_repeat($s, $n); }
echo await(spawn("repeat", s: "ab", n: 3)), "\n";
try {
    await(spawn("repeat", 2, nope: "x"));
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$big = str_repeat("x", 1000);
echo strlen(await(spawn(fn(string $payload) => $payload, payload: $big))), "\n";
?>
--EXPECT--
1-2-[]
1-3-[]
1-2-{"0":3,"x":4}
ababab
Error: Unknown named parameter $nope
1000
