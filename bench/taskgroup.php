<?php
// bench/taskgroup.php: TaskGroup fan-out against plain spawn + await_all, in the same run.
//   (a) a TaskGroup with concurrency C running N trivial tasks (spawn all, close, await all())
//       vs plain spawn + await_all. Plain spawn has no limiter, so the plain baseline for
//       "concurrency C" spawns C coroutines, await_all()s that batch, and repeats (batches of C).
//   (b) memory of a finished group and scope is returned: peak RSS (VmHWM) and Zend heap after
//       1 round vs after ROUNDS rounds of (TaskGroup of N tasks + Scope running N coroutines in
//       batches of C, then disposed) must be equal within 5%.
// Prints one line per workload; the exit status is always 0 (a benchmark, not a test).
// Usage: php -d extension=true_async bench/taskgroup.php [ROUNDS=10] [N=100000] [C=100]
use Async\{TaskGroup, Scope};
use function Async\{spawn, await, await_all};

ini_set('memory_limit', '-1');
$R = max(1, (int)($argv[1] ?? 10));
$N = max(1, (int)($argv[2] ?? 100000));
$C = max(1, (int)($argv[3] ?? 100));

function status_kib(string $field): int {
    $s = @file_get_contents('/proc/self/status');
    return ($s !== false && preg_match('/' . $field . ':\s+(\d+)/', $s, $m)) ? (int)$m[1] : 0;
}
function mib(float $bytes): string { return sprintf('%.1f MiB', $bytes / 1048576); }

// Baseline: plain spawn in batches of $c, await_all() per batch (= concurrency $c).
function plain_batches(int $n, int $c): float {
    $t = hrtime(true);
    for ($i = 0; $i < $n; $i += $c) {
        $batch = [];
        for ($j = 0, $m = min($c, $n - $i); $j < $m; $j++) $batch[] = spawn(fn() => 1);
        await_all($batch);
    }
    return (hrtime(true) - $t) / $n;
}
function group_run(int $n, int $c): float {
    $t = hrtime(true);
    $g = new TaskGroup($c);           // default queueLimit 2*C: spawn() applies backpressure
    for ($i = 0; $i < $n; $i++) $g->spawn(fn() => 1);
    $g->close();
    $results = await($g->all());
    $ns = (hrtime(true) - $t) / $n;
    if (count($results) !== $n) fprintf(STDERR, "taskgroup: %d results for %d tasks\n", count($results), $n);
    unset($g, $results);
    return $ns;
}
function scope_run(int $n, int $c): void {
    $s = new Scope();
    for ($i = 0; $i < $n; $i += $c) {
        $batch = [];
        for ($j = 0, $m = min($c, $n - $i); $j < $m; $j++) $batch[] = $s->spawn(fn() => 1);
        await_all($batch);
    }
    $s->dispose();
}

try {
    // warm-up (allocator, caches, scheduler start)
    plain_batches(min($N, 1000), $C); group_run(min($N, 1000), $C);
    // best of up to 3 alternating runs each
    $plain = INF; $group = INF;
    for ($k = 0; $k < min(3, $R); $k++) {
        $plain = min($plain, plain_batches($N, $C));
        $group = min($group, group_run($N, $C));
    }
    printf("taskgroup %d tasks c=%d: %.1f ns/task, plain spawn+await_all %.1f ns/task, ratio %.2f (target <= 1.5)\n",
        $N, $C, $group, $plain, $group / $plain);
} catch (Throwable $e) {
    printf("taskgroup %d tasks c=%d: FAILED %s: %s\n", $N, $C, get_class($e), $e->getMessage());
}

try {
    $hwm1 = $heap1 = 0;
    for ($r = 1; $r <= $R; $r++) {
        group_run($N, $C);
        scope_run($N, $C);
        gc_collect_cycles();
        if ($r === 1) { $hwm1 = status_kib('VmHWM') * 1024; $heap1 = memory_get_usage(); }
    }
    $hwm = status_kib('VmHWM') * 1024; $heap = memory_get_usage();
    if ($hwm1 > 0) {
        printf("memory    taskgroup+scope %d tasks c=%d: VmHWM after 1 round %s, after %d rounds %s, ratio %.3f (target <= 1.05); heap %s -> %s\n",
            $N, $C, mib($hwm1), $R, mib($hwm), $hwm / $hwm1, mib($heap1), mib($heap));
    } else {   // no /proc: fall back to the Zend heap
        printf("memory    taskgroup+scope %d tasks c=%d: heap after 1 round %s, after %d rounds %s, ratio %.3f (target <= 1.05; no VmHWM)\n",
            $N, $C, mib($heap1), $R, mib($heap), $heap / max(1, $heap1));
    }
} catch (Throwable $e) {
    printf("memory    taskgroup+scope: FAILED %s: %s\n", get_class($e), $e->getMessage());
}
exit(0);
