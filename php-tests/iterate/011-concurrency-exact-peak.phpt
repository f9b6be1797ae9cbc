--TEST--
iterate: concurrency N bounds the callbacks in flight, the peak is exactly N when callbacks block
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
function run(int $n, int $c): string {
    $cur = 0; $peak = 0; $done = [];
    iterate(range(1, $n), function ($v) use (&$cur, &$peak, &$done) {
        $cur++;
        $peak = max($peak, $cur);
        delay(5);
        $cur--;
        $done[] = $v;
    }, $c);
    sort($done);
    return "n=$n c=$c peak=$peak in_flight_after=$cur processed=" . implode(',', $done);
}
echo run(8, 1), "\n";
echo run(8, 2), "\n";
echo run(8, 3), "\n";
echo run(8, 5), "\n";
echo run(3, 5), "\n";
?>
--EXPECT--
n=8 c=1 peak=1 in_flight_after=0 processed=1,2,3,4,5,6,7,8
n=8 c=2 peak=2 in_flight_after=0 processed=1,2,3,4,5,6,7,8
n=8 c=3 peak=3 in_flight_after=0 processed=1,2,3,4,5,6,7,8
n=8 c=5 peak=5 in_flight_after=0 processed=1,2,3,4,5,6,7,8
n=3 c=5 peak=3 in_flight_after=0 processed=1,2,3
