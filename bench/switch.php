<?php
// bench/switch.php: one result line per workload, each against native Fiber
// driven by a minimal PHP round-robin scheduler, in the same run.
//   (a) N coroutines x M suspends   (b) spawn+await of K trivial coroutines
//   (c) memory per suspended coroutine (RSS + Zend heap), 10k suspended
// Usage: php -d extension=true_async bench/switch.php [N] [M] [K]
use function Async\{spawn, await, suspend};

ini_set('memory_limit', '-1'); // 10k suspended Fibers alone exceed 128M
$N = (int)($argv[1] ?? 1000); $M = (int)($argv[2] ?? 1000); $K = (int)($argv[3] ?? 100000);
function rss_kib(): int { preg_match('/VmRSS:\s+(\d+)/', file_get_contents('/proc/self/status'), $m); return (int)$m[1]; }

function fiber_switch(int $n, int $m): float {
    $fibers = [];
    for ($i = 0; $i < $n; $i++) { $f = new Fiber(function () use ($m) { for ($j = 0; $j < $m; $j++) Fiber::suspend(); }); $f->start(); $fibers[] = $f; }
    $t = hrtime(true);
    while ($fibers) { foreach ($fibers as $k => $f) { $f->resume(); if ($f->isTerminated()) unset($fibers[$k]); } }
    return (hrtime(true) - $t) / ($n * $m);
}
function async_switch(int $n, int $m): float {
    $cs = [];
    for ($i = 0; $i < $n; $i++) $cs[] = spawn(function () use ($m) { for ($j = 0; $j < $m; $j++) suspend(); });
    suspend();   // start them all (each did its first suspend)
    $t = hrtime(true);
    foreach ($cs as $c) await($c);
    return (hrtime(true) - $t) / ($n * $m);
}
function fiber_spawn(int $k): float {
    $t = hrtime(true);
    for ($i = 0; $i < $k; $i++) { $f = new Fiber(fn() => 1); $f->start(); $f->getReturn(); }
    return (hrtime(true) - $t) / $k;
}
function async_spawn(int $k): float {
    $t = hrtime(true);
    for ($i = 0; $i < $k; $i++) await(spawn(fn() => 1));
    return (hrtime(true) - $t) / $k;
}
// What PHP itself pays for the same shape of work, with no coroutine: make an
// object (the Coroutine), make and call a closure, two internal calls.
function php_floor(int $k): float {
    $t = hrtime(true);
    for ($i = 0; $i < $k; $i++) { $o = new ArrayObject(); (fn() => 1)(); strlen("a"); strlen("b"); }
    return (hrtime(true) - $t) / $k;
}
function fiber_mem(int $k): array {
    gc_collect_cycles(); $r0 = rss_kib(); $h0 = memory_get_usage();
    $fs = []; for ($i = 0; $i < $k; $i++) { $f = new Fiber(fn() => Fiber::suspend()); $f->start(); $fs[] = $f; }
    $r = [(rss_kib() - $r0) * 1024 / $k, (memory_get_usage() - $h0) / $k];
    foreach ($fs as $f) $f->resume();
    return $r;
}
function async_mem(int $k): array {
    gc_collect_cycles(); $r0 = rss_kib(); $h0 = memory_get_usage();
    $cs = []; for ($i = 0; $i < $k; $i++) $cs[] = spawn(fn() => suspend());
    suspend();
    $r = [(rss_kib() - $r0) * 1024 / $k, (memory_get_usage() - $h0) / $k];
    foreach ($cs as $c) await($c);
    return $r;
}

$fa = fiber_switch($N, $M); $aa = async_switch($N, $M);
printf("switch   %dx%d: true_async %.1f ns/switch, Fiber %.1f ns/switch, ratio %.2f (target <= 0.50)\n", $N, $M, $aa, $fa, $aa / $fa);
$fb = fiber_spawn($K); $ab = async_spawn($K); $cb = php_floor($K);
printf("spawn    %d: true_async %.1f ns/coroutine, Fiber %.1f ns/fiber, ratio %.3f (target <= 250 ns; PHP floor: object + closure + 2 calls = %.1f ns)\n", $K, $ab, $fb, $ab / $fb, $cb);
[$fr, $fh] = fiber_mem(10000); [$ar, $ah] = async_mem(10000);
printf("memory   10000 suspended: true_async %.0f B RSS + %.0f B heap = %.0f B, Fiber %.0f + %.0f = %.0f B, ratio %.2f (target <= 8192 B)\n",
    $ar, $ah, $ar + $ah, $fr, $fh, $fr + $fh, ($ar + $ah) / ($fr + $fh));
