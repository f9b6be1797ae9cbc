<?php
// bench/instructions.php WORKLOAD N: the workload that bench/instructions.sh
// runs under callgrind twice (N small, N large) to count the instructions
// one step costs, free of the start-up and of timing noise.
//   switch       100 coroutines, each suspend()ing N times
//   fiber        100 Fibers, each suspended and resumed N times
//   spawn        N x await(spawn(fn() => 1))
//   fiber_spawn  N x (new Fiber(fn() => 1))->start()
//   queued       N x spawn(fn() => 1) into an array, then await() each: all
//                N exist at once, as in issue 19's 100k workload
//   fiber_queued N x new Fiber(fn() => 1) into an array, then start() each
//   channel      N round trips (2N messages) of a hand-off ping-pong: two
//                coroutines over two Async\Channel(0)
//   fiber_channel  the same between two Fibers over two FiberChan(0) and the
//                FiberLoop run queue (bench/fiber_sched.inc, as bench/channel.php)
//   fiber_alternate  the floor: two Fibers hard-wired to alternate (the loop
//                resumes B then A), SplQueue mailboxes
//   fanin        100 coroutines each sending N values into one Async\Channel(16),
//                one coroutine receiving all 100*N
//   fiber_fanin  the same with 101 Fibers over a FiberChan(16) and FiberLoop
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
    case 'queued':
        $fn = fn() => 1;
        $xs = [];
        for ($i = 0; $i < $n; $i++) $xs[] = spawn($fn);
        foreach ($xs as $c) await($c);
        break;
    case 'fiber_queued':
        $fn = fn() => 1;
        $xs = [];
        for ($i = 0; $i < $n; $i++) $xs[] = new Fiber($fn);
        foreach ($xs as $f) $f->start();
        break;
    case 'channel':
        $ab = new Async\Channel(0); $ba = new Async\Channel(0);
        $b = spawn(function () use ($ab, $ba, $n) { for ($i = 0; $i < $n; $i++) $ba->send($ab->recv() + 1); });
        $a = spawn(function () use ($ab, $ba, $n) { for ($i = 0; $i < $n; $i++) { $ab->send($i); $ba->recv(); } });
        await($a); await($b);
        break;
    case 'fiber_channel':
        require __DIR__ . '/fiber_sched.inc';
        $ab = new FiberChan(0); $ba = new FiberChan(0);
        FiberLoop::spawn(function () use ($ab, $ba, $n) { for ($i = 0; $i < $n; $i++) $ba->send($ab->recv() + 1); });
        FiberLoop::spawn(function () use ($ab, $ba, $n) { for ($i = 0; $i < $n; $i++) { $ab->send($i); $ba->recv(); } });
        FiberLoop::run();
        break;
    case 'fiber_alternate':
        $toB = new SplQueue(); $toA = new SplQueue();
        $b = new Fiber(function () use ($toA, $toB) { while (true) { $toA->enqueue($toB->dequeue() + 1); Fiber::suspend(); } });
        $a = new Fiber(function () use ($toA, $toB, $n) { for ($i = 0; $i < $n; $i++) { $toB->enqueue($i); Fiber::suspend(); $toA->dequeue(); } });
        $a->start(); $b->start();
        while (!$a->isTerminated()) { $a->resume(); if (!$a->isTerminated()) $b->resume(); }
        break;
    case 'fanin':
        $ch = new Async\Channel(16); $ps = [];
        for ($p = 0; $p < 100; $p++) $ps[] = spawn(function () use ($ch, $n) { for ($i = 0; $i < $n; $i++) $ch->send(1); });
        $c = spawn(function () use ($ch, $n) { for ($i = 0, $k = 100 * $n; $i < $k; $i++) $ch->recv(); });
        await($c); await_all($ps);
        break;
    case 'fiber_fanin':
        require __DIR__ . '/fiber_sched.inc';
        $ch = new FiberChan(16);
        for ($p = 0; $p < 100; $p++) FiberLoop::spawn(function () use ($ch, $n) { for ($i = 0; $i < $n; $i++) $ch->send(1); });
        FiberLoop::spawn(function () use ($ch, $n) { for ($i = 0, $k = 100 * $n; $i < $k; $i++) $ch->recv(); });
        FiberLoop::run();
        break;
}
