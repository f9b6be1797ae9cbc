<?php
// Three workers share the CPU: each yields after every step, so their lines
// interleave; main awaits all of them and prints their results.
use function Async\{spawn, await, suspend};

$start = hrtime(true);
$workers = [];
foreach (['alpha', 'beta', 'gamma'] as $n => $name) {
    $workers[] = spawn(function (string $name, int $steps) {
        $sum = 0;
        for ($i = 1; $i <= $steps; $i++) {
            $sum += $i;
            echo "  $name step $i\n";
            suspend();           // let the others run
        }
        return "$name summed to $sum";
    }, $name, 3 + $n);
}
echo "main: spawned " . count($workers) . " coroutines\n";
foreach ($workers as $w) {
    echo "main: " . await($w) . "\n";
}
$stats = Async\runtime_stats();
printf("main: %d switches, %d pooled contexts, %.2f ms\n",
    $stats['switches'], $stats['fiber_pool_count'], (hrtime(true) - $start) / 1e6);
