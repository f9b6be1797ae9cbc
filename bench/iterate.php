<?php
// bench/iterate.php: Async\iterate() against plain spawn + await_all, in the same run.
//   (a) iterate() over N items with concurrency C and a trivial callback vs plain spawn + await_all.
//       Plain spawn has no limiter, so the plain baseline for "concurrency C" spawns C coroutines,
//       await_all()s that batch, and repeats (batches of C).
//   (b) memory of a finished iteration scope is returned: peak RSS (VmHWM) and Zend heap after
//       1 round vs after ROUNDS rounds of iterate() over N items must be equal within 5%.
// Prints one line per workload; the exit status is always 0 (a benchmark, not a test).
// Usage: php -d extension=true_async bench/iterate.php [ROUNDS=10] [N=100000] [C=100]
use function Async\{spawn, await_all, iterate};

ini_set('memory_limit', '-1');
$R = max(1, (int)($argv[1] ?? 10));
$N = max(1, (int)($argv[2] ?? 100000));
$C = max(1, (int)($argv[3] ?? 100));

function status_kib(string $field): int {
    $s = @file_get_contents('/proc/self/status');
    return ($s !== false && preg_match('/' . $field . ':\s+(\d+)/', $s, $m)) ? (int)$m[1] : 0;
}
function mib(float $bytes): string { return sprintf('%.1f MiB', $bytes / 1048576); }

// Baseline: one plain coroutine per item, spawned in batches of $c, await_all() per batch.
function plain_batches(array $items, int $c): float {
    $n = count($items);
    $t = hrtime(true);
    foreach (array_chunk($items, $c) as $chunk) {
        $batch = [];
        foreach ($chunk as $v) $batch[] = spawn(fn($x) => $x, $v);
        await_all($batch);
    }
    return (hrtime(true) - $t) / $n;
}
function iterate_run(array $items, int $c): float {
    $n = count($items);
    $seen = 0;
    $t = hrtime(true);
    iterate($items, function ($v, $k) use (&$seen) { $seen++; }, $c);
    $ns = (hrtime(true) - $t) / $n;
    if ($seen !== $n) fprintf(STDERR, "iterate: %d callbacks for %d items\n", $seen, $n);
    return $ns;
}

$items = range(1, $N);
try {
    // warm-up (allocator, caches, scheduler start)
    $small = array_slice($items, 0, 1000);
    plain_batches($small, $C); iterate_run($small, $C);
    // best of up to 3 alternating runs each
    $plain = INF; $it = INF;
    for ($k = 0; $k < min(3, $R); $k++) {
        $plain = min($plain, plain_batches($items, $C));
        $it = min($it, iterate_run($items, $C));
    }
    printf("iterate   %d items c=%d: %.1f ns/item, plain spawn+await_all %.1f ns/task, ratio %.2f (target <= 1.5)\n",
        $N, $C, $it, $plain, $it / $plain);
} catch (Throwable $e) {
    printf("iterate   %d items c=%d: FAILED %s: %s\n", $N, $C, get_class($e), $e->getMessage());
}

try {
    $hwm1 = $heap1 = 0;
    for ($r = 1; $r <= $R; $r++) {
        iterate_run($items, $C);
        gc_collect_cycles();
        if ($r === 1) { $hwm1 = status_kib('VmHWM') * 1024; $heap1 = memory_get_usage(); }
    }
    $hwm = status_kib('VmHWM') * 1024; $heap = memory_get_usage();
    if ($hwm1 > 0) {
        printf("memory    iterate %d items c=%d: VmHWM after 1 round %s, after %d rounds %s, ratio %.3f (target <= 1.05); heap %s -> %s\n",
            $N, $C, mib($hwm1), $R, mib($hwm), $hwm / $hwm1, mib($heap1), mib($heap));
    } else {   // no /proc: fall back to the Zend heap
        printf("memory    iterate %d items c=%d: heap after 1 round %s, after %d rounds %s, ratio %.3f (target <= 1.05; no VmHWM)\n",
            $N, $C, mib($heap1), $R, mib($heap), $heap / max(1, $heap1));
    }
} catch (Throwable $e) {
    printf("memory    iterate: FAILED %s: %s\n", get_class($e), $e->getMessage());
}
exit(0);
