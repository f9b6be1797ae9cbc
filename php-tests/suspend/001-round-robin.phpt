--TEST--
suspend: coroutines interleave in round-robin order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$out = [];
$cs = [];
foreach (['a', 'b', 'c'] as $n) {
    $cs[] = spawn(function () use ($n, &$out) { for ($i = 0; $i < 3; $i++) { $out[] = "$n$i"; suspend(); } });
}
foreach ($cs as $c) await($c);
echo implode(' ', $out), "\n";
?>
--EXPECT--
a0 b0 c0 a1 b1 c1 a2 b2 c2
