--TEST--
iterate: concurrency 0 (and the default) means no limit, every blocking callback is in flight at once
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
function peak(?int $c): int {
    $cur = 0; $peak = 0;
    $cb = function () use (&$cur, &$peak) { $cur++; $peak = max($peak, $cur); delay(100); $cur--; };
    $c === null ? iterate(range(1, 25), $cb) : iterate(range(1, 25), $cb, $c);
    return $peak;
}
$t = hrtime(true);
echo "c=0: ", peak(0), "\n";
echo "default: ", peak(null), "\n";
$ms = (hrtime(true) - $t) / 1e6;
// One after the other: 5 s; together 200 ms, and under valgrind some 700 ms
// more of overhead.
echo $ms < 2500 ? "ran concurrently\n" : "too slow: $ms ms\n";
?>
--EXPECT--
c=0: 25
default: 25
ran concurrently
