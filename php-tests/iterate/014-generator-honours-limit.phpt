--TEST--
iterate: a generator source honours the concurrency limit and every element is processed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
function numbers() { for ($i = 0; $i < 9; $i++) yield "k$i" => $i; }
$cur = 0; $peak = 0; $seen = [];
iterate(numbers(), function ($v, $k) use (&$cur, &$peak, &$seen) {
    $cur++;
    $peak = max($peak, $cur);
    delay(5);
    $seen[] = "$k=$v";
    $cur--;
}, 3);
sort($seen);
echo "peak $peak\n", implode(' ', $seen), "\n";
?>
--EXPECT--
peak 3
k0=0 k1=1 k2=2 k3=3 k4=4 k5=5 k6=6 k7=7 k8=8
