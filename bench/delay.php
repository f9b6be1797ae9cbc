<?php
// bench/delay.php: N coroutines each delay(10) concurrently, wall and CPU
// time, beside native Fibers driven by a PHP timer loop (usleep until the
// next deadline) in the same run. One line per workload.
//   php -d memory_limit=-1 bench/delay.php [N]
// "cold" maps a fresh stack per coroutine (one page fault each at least);
// "warm" reruns with the context pool holding the first run's N contexts
// (async.pool_max, 16384 by default, bounds how many are kept).
use function Async\{spawn, await, delay};

$N = (int)($argv[1] ?? 10000);
function cpu_ms(): float { $r = getrusage(); return ($r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec']) * 1e3 + ($r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec']) / 1e3; }
function measure(callable $f): array { $c = cpu_ms(); $t = hrtime(true); $f(); return [(hrtime(true) - $t) / 1e6, cpu_ms() - $c]; }

$async = function () use ($N) {
    $cs = [];
    for ($i = 0; $i < $N; $i++) $cs[] = spawn(fn() => delay(10));
    foreach ($cs as $c) await($c);
};
$fibers = function () use ($N) {
    $due = [];
    for ($i = 0; $i < $N; $i++) {
        $f = new Fiber(function () { Fiber::suspend(); });
        $f->start();
        $due[] = [hrtime(true) + 10_000_000, $f];
    }
    foreach ($due as [$at, $f]) {
        while (($left = $at - hrtime(true)) > 0) usleep(intdiv($left, 1000) + 1);
        $f->resume();
    }
};
[$cw, $cc] = measure($async);
[$ww, $wc] = measure($async);
[$fw, $fc] = measure($fibers);
printf("delay    %d x delay(10) cold: true_async %.1f ms wall / %.1f ms cpu, Fiber+timer loop %.1f / %.1f, wall ratio %.2f (target < 50 ms)\n", $N, $cw, $cc, $fw, $fc, $cw / $fw);
printf("delay    %d x delay(10) warm: true_async %.1f ms wall / %.1f ms cpu (pool %d of %d contexts kept), Fiber+timer loop %.1f / %.1f, wall ratio %.2f (target < 50 ms)\n", $N, $ww, $wc, Async\runtime_stats()['fiber_pool_count'], $N, $fw, $fc, $ww / $fw);
