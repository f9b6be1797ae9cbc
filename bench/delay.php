<?php
// bench/delay.php: N coroutines each delay(10) concurrently, wall and CPU
// time, beside native Fibers driven by a PHP timer loop (usleep until the
// next deadline) in the same run. One line per workload.
//   php -d memory_limit=-1 bench/delay.php [N]
// "cold" maps a fresh stack per coroutine (one page fault each at least);
// "warm" reruns with the context pool holding the first run's N contexts
// (async.pool_max, 16384 by default, bounds how many are kept).
// "cold/warm" is the first burst's wall time over the second's (issue 19:
// at most 1.3); each line also gives the burst's minor page faults and
// system time, where the cold burst's extra time goes (a fresh stack page,
// a guard region and fresh heap pages per coroutine, each first touched).
use function Async\{spawn, await, delay};

$N = (int)($argv[1] ?? 10000);
function cpu_ms(): float { $r = getrusage(); return ($r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec']) * 1e3 + ($r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec']) / 1e3; }
function sys_ms(): float { $r = getrusage(); return $r['ru_stime.tv_sec'] * 1e3 + $r['ru_stime.tv_usec'] / 1e3; }
/** [wall ms, cpu ms, minor faults, system ms] of one run of $f. */
function measure(callable $f): array {
    $c = cpu_ms(); $s = sys_ms(); $pf = getrusage()['ru_minflt']; $t = hrtime(true);
    $f();
    $w = (hrtime(true) - $t) / 1e6;
    return [$w, cpu_ms() - $c, getrusage()['ru_minflt'] - $pf, sys_ms() - $s];
}

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
[$cw, $cc, $cpf, $cs] = measure($async);
[$ww, $wc, $wpf, $ws] = measure($async);
[$fw, $fc] = measure($fibers);
printf("delay    %d x delay(10) cold: true_async %.1f ms wall / %.1f ms cpu (%.1f sys, %d page faults), Fiber+timer loop %.1f / %.1f, wall ratio %.2f (target < 50 ms), cold/warm %.2f (target <= 1.3)\n", $N, $cw, $cc, $cs, $cpf, $fw, $fc, $cw / $fw, $cw / $ww);
printf("delay    %d x delay(10) warm: true_async %.1f ms wall / %.1f ms cpu (%.1f sys, %d page faults; pool %d of %d contexts kept), Fiber+timer loop %.1f / %.1f, wall ratio %.2f (target < 50 ms)\n", $N, $ww, $wc, $ws, $wpf, Async\runtime_stats()['fiber_pool_count'], $N, $fw, $fc, $ww / $fw);
