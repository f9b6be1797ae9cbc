<?php
// bench/queued.php: what a queued, not-yet-started coroutine costs, against
// a native Fiber made but not started, in the same run (issue 19 item 1).
// Each workload runs in a fresh child process (same command line), so its
// peak RSS is its own:
//   shared   K coroutines of one shared closure, queued, not run
//   closure  K coroutines each of its own `fn() => 1` (as users write it)
//   then     the K queued are awaited (each dropped once awaited): wall ns
//            per coroutine (spawn + await), and peak RSS growth of the whole
//            (VmHWM - VmRSS at start)
// Bytes are per coroutine: RSS growth, and the Zend heap's part of it
// (memory_get_usage; its pages are in the RSS too).
// Usage: php -n -d extension=/abs/true_async.so bench/queued.php [K]
use function Async\{spawn, await};

ini_set('memory_limit', '-1');
$K = (int)($argv[1] ?? 100000);

function status_kib(string $field): int {
    preg_match("/$field:\\s+(\\d+)/", file_get_contents('/proc/self/status'), $m);
    return (int)$m[1];
}

/** One workload in this process: a JSON line of its figures. */
function run(string $what, int $k): array {
    $one = fn() => 1;
    gc_collect_cycles();
    $r0 = status_kib('VmRSS'); $h0 = memory_get_usage();
    $t = hrtime(true);
    $xs = [];
    switch ($what) {
        case 'async_shared':  for ($i = 0; $i < $k; $i++) $xs[] = spawn($one); break;
        case 'async_closure': for ($i = 0; $i < $k; $i++) $xs[] = spawn(fn() => 1); break;
        case 'fiber_shared':  for ($i = 0; $i < $k; $i++) $xs[] = new Fiber($one); break;
        case 'fiber_closure': for ($i = 0; $i < $k; $i++) $xs[] = new Fiber(fn() => 1); break;
    }
    $heap = (memory_get_usage() - $h0) / $k;
    $rss = (status_kib('VmRSS') - $r0) * 1024 / $k;
    // Each is dropped once awaited, as a consumer of results would: the
    // peak is then what the queued ones cost, not what finished ones kept.
    if ($what[0] === 'a') {
        for ($i = 0; $i < $k; $i++) { await($xs[$i]); $xs[$i] = null; }
    } else {
        for ($i = 0; $i < $k; $i++) { $xs[$i]->start(); $xs[$i]->getReturn(); $xs[$i] = null; }
    }
    $ns = (hrtime(true) - $t) / $k;
    $peak = (status_kib('VmHWM') - $r0) / 1024;
    return ['heap' => $heap, 'rss' => $rss, 'ns' => $ns, 'peak_mb' => $peak];
}

if (($argv[2] ?? '') !== '') {
    echo json_encode(run($argv[2], $K)), "\n";
    exit(0);
}

// The parent: the same command line, plus the workload's name.
$cmd = array_values(array_filter(explode("\0", file_get_contents('/proc/self/cmdline')), 'strlen'));
$script = array_search($argv[0], $cmd, true);
$base = array_slice($cmd, 0, $script + 1);
function child(array $base, int $k, string $what): array {
    $line = shell_exec(implode(' ', array_map('escapeshellarg', [...$base, (string)$k, $what])));
    $r = json_decode((string)$line, true);
    if (!is_array($r)) { fwrite(STDERR, "$what failed: $line\n"); exit(1); }
    return $r;
}
foreach (['shared', 'closure'] as $kind) {
    $a = child($base, $K, "async_$kind");
    $f = child($base, $K, "fiber_$kind");
    printf("queued %-7s %d: true_async %.0f B RSS (Zend heap %.0f B of it) per coroutine, Fiber %.0f B RSS (heap %.0f B) per fiber (target <= 300 B)\n",
        $kind, $K, $a['rss'], $a['heap'], $f['rss'], $f['heap']);
    printf("queued+run %-7s %d: true_async %.0f ns/coroutine (spawn all, await all), peak RSS growth %.1f MB; Fiber %.0f ns/fiber, %.1f MB; ratio %.3f (targets: <= 30 MB)\n",
        $kind, $K, $a['ns'], $a['peak_mb'], $f['ns'], $f['peak_mb'], $a['ns'] / $f['ns']);
}
