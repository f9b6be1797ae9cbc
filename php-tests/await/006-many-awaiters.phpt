--TEST--
await: several coroutines awaiting one all receive its result, in order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$target = spawn(function () { suspend(); suspend(); return "value"; });
$ws = [];
foreach (['w1', 'w2', 'w3'] as $n) {
    $ws[] = spawn(function () use ($n, $target) { $v = await($target); echo "$n got $v\n"; });
}
foreach ($ws as $w) await($w);
?>
--EXPECT--
w1 got value
w2 got value
w3 got value
