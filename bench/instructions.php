<?php
// bench/instructions.php WORKLOAD N: the workload that bench/instructions.sh
// runs under callgrind twice (N small, N large) to count the instructions
// one step costs, free of the start-up and of timing noise.
//   switch       100 coroutines, each suspend()ing N times
//   fiber        100 Fibers, each suspended and resumed N times
//   spawn        N x await(spawn(fn() => 1))
//   fiber_spawn  N x (new Fiber(fn() => 1))->start()
use function Async\{spawn, await, await_all, suspend};

[$workload, $n] = [$argv[1] ?? 'switch', (int)($argv[2] ?? 100)];
switch ($workload) {
    case 'switch':
        $cs = [];
        for ($i = 0; $i < 100; $i++) {
            $cs[] = spawn(function () use ($n) { for ($j = 0; $j < $n; $j++) suspend(); });
        }
        await_all($cs);
        break;
    case 'fiber':
        $fs = [];
        for ($i = 0; $i < 100; $i++) {
            $f = new Fiber(function () use ($n) { for ($j = 0; $j < $n; $j++) Fiber::suspend(); });
            $f->start();
            $fs[] = $f;
        }
        for ($j = 0; $j < $n; $j++) {
            foreach ($fs as $f) $f->resume();
        }
        break;
    case 'spawn':
        $fn = fn() => 1;
        for ($i = 0; $i < $n; $i++) await(spawn($fn));
        break;
    case 'fiber_spawn':
        $fn = fn() => 1;
        for ($i = 0; $i < $n; $i++) { $f = new Fiber($fn); $f->start(); }
        break;
}
