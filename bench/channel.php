<?php
// bench/channel.php: Async\Channel against native Fiber + SplQueue, in the same run.
//   (a) ping-pong: coroutine A sends W values on channel A->B then receives W replies on
//       B->A; coroutine B receives each value and sends value+1 back. W = capacity (1 for
//       the hand-off, capacity 0), so W = 1 is strict ping-pong and W = capacity lets the
//       buffer batch the switches. ns per message (one value sent and received; a round
//       trip is two). Against two Fibers doing the same over bench/fiber_sched.inc (a run
//       queue and a Go-style FiberChan of the same capacity: SplQueue buffer, waiting
//       receivers and senders, a waiter resumed when its value or place is there), and
//       against the floor: two Fibers hard-wired to alternate (loop resumes B then A,
//       SplQueue mailboxes, no waiter bookkeeping). Context line: one bare Fiber
//       resume + suspend round trip.
//   (a') rendezvous budget: a one-way stream of N values over a Channel(0) against
//       a true_async switch (two coroutines suspend()ing) in the same run: a message
//       may cost one switch each way plus 100 ns (the target stated); switches per
//       message from runtime_stats().
//   (b) fan-in: P=100 producers each send M values into one channel of capacity C, one
//       consumer receives all P*M; vs 100 producer Fibers + a consumer Fiber over FiberChan
//       (an SplQueue bounded at C, a producer suspends while it is full) and the run-queue
//       loop. Messages per second, ratio true_async / Fiber (target stated: >= 2).
// Warm-up first; each figure is the best of ROUNDS alternating runs.
// Prints one line per workload; the exit status is always 0 (a benchmark, not a test).
// Usage: php -d extension=true_async bench/channel.php [N=200000] [M=1000] [ROUNDS=5]
use Async\Channel;
use function Async\{spawn, await, await_all};

require __DIR__ . '/fiber_sched.inc';

ini_set('memory_limit', '-1');
$N = max(2, (int)($argv[1] ?? 200000));   // ping-pong messages (both directions together)
$M = max(1, (int)($argv[2] ?? 1000));     // fan-in values per producer
$R = max(1, (int)($argv[3] ?? 5));
const PRODUCERS = 100;
const PINGPONG_CAPS = [0, 1, 4, 16];
const FANIN_CAPS = [0, 16, 256];

function check(string $what, int $got, int $want): void {
    if ($got !== $want) fprintf(STDERR, "%s: got %d, want %d\n", $what, $got, $want);
}
// A ping-pong of $n messages in windows of $w: $rounds rounds, 2*$w messages each.
function rounds(int $n, int $w): int { return max(1, intdiv($n, 2 * $w)); }
function window_sum(int $rounds, int $w): int { return $rounds * $w * ($w + 1) / 2; }

// ---- (a) ping-pong ----
function async_pingpong(int $n, int $cap): float {
    $w = max(1, $cap); $rounds = rounds($n, $w);
    $ab = new Channel($cap); $ba = new Channel($cap);
    $t = hrtime(true);
    $b = spawn(function () use ($ab, $ba, $rounds, $w) {
        for ($i = 0, $k = $rounds * $w; $i < $k; $i++) $ba->send($ab->recv() + 1);
    });
    $a = spawn(function () use ($ab, $ba, $rounds, $w) {
        $s = 0;
        for ($r = 0; $r < $rounds; $r++) {
            for ($j = 0; $j < $w; $j++) $ab->send($j);
            for ($j = 0; $j < $w; $j++) $s += $ba->recv();
        }
        return $s;
    });
    $s = await($a); await($b);
    $ns = (hrtime(true) - $t) / (2 * $rounds * $w);
    check("channel ping-pong cap=$cap sum", $s, window_sum($rounds, $w));
    return $ns;
}
function fiber_pingpong(int $n, int $cap): float {
    $w = max(1, $cap); $rounds = rounds($n, $w);
    FiberLoop::reset();
    $ab = new FiberChan($cap); $ba = new FiberChan($cap);
    $s = 0;
    $t = hrtime(true);
    FiberLoop::spawn(function () use ($ab, $ba, $rounds, $w) {
        for ($i = 0, $k = $rounds * $w; $i < $k; $i++) $ba->send($ab->recv() + 1);
    });
    FiberLoop::spawn(function () use ($ab, $ba, $rounds, $w, &$s) {
        for ($r = 0; $r < $rounds; $r++) {
            for ($j = 0; $j < $w; $j++) $ab->send($j);
            for ($j = 0; $j < $w; $j++) $s += $ba->recv();
        }
    });
    FiberLoop::run();
    $ns = (hrtime(true) - $t) / (2 * $rounds * $w);
    check("FiberChan ping-pong cap=$cap sum", $s, window_sum($rounds, $w));
    return $ns;
}
// The floor: A and B know they alternate, the loop resumes B then A.
function fiber_alternate(int $n, int $w): float {
    $rounds = rounds($n, $w);
    $toB = new SplQueue(); $toA = new SplQueue();
    $b = new Fiber(function () use ($toA, $toB) {
        while (true) { while (!$toB->isEmpty()) $toA->enqueue($toB->dequeue() + 1); Fiber::suspend(); }
    });
    $a = new Fiber(function () use ($toA, $toB, $rounds, $w) {
        $s = 0;
        for ($r = 0; $r < $rounds; $r++) {
            for ($j = 0; $j < $w; $j++) $toB->enqueue($j);
            Fiber::suspend();
            for ($j = 0; $j < $w; $j++) $s += $toA->dequeue();
        }
        return $s;
    });
    $t = hrtime(true);
    $b->start(); $a->start();
    while (!$a->isTerminated()) { $b->resume(); $a->resume(); }
    $ns = (hrtime(true) - $t) / (2 * $rounds * $w);
    check("Fiber alternation w=$w sum", $a->getReturn(), window_sum($rounds, $w));
    return $ns;
}
function fiber_roundtrip(int $n): float {
    $f = new Fiber(function () { while (true) Fiber::suspend(); });
    $f->start();
    $t = hrtime(true);
    for ($i = 0; $i < $n; $i++) $f->resume();
    return (hrtime(true) - $t) / $n;
}

// ---- (a') the rendezvous budget ----
// A one-way stream over a hand-off channel: a rendezvous message moves a
// value from the sender to the receiver and lets the sender go on, so it
// may cost one switch each way; the target is at most that plus 100 ns.
// The switch is measured in the same run: two coroutines suspend()ing to
// each other. (The channel does better than two switches: a sender that
// finds its receiver waiting hands the value over and carries on, so the
// stream needs one switch per message; runtime_stats() counts them.)
function async_stream(int $n): array {
    $ch = new Channel(0);
    $s0 = Async\runtime_stats()['switches'] ?? 0;
    $t = hrtime(true);
    $p = spawn(function () use ($ch, $n) { for ($i = 0; $i < $n; $i++) $ch->send($i); });
    $c = spawn(function () use ($ch, $n) { $s = 0; for ($i = 0; $i < $n; $i++) $s += $ch->recv(); return $s; });
    $s = await($c); await($p);
    $ns = (hrtime(true) - $t) / $n;
    check("rendezvous stream sum", $s, $n * ($n - 1) / 2);
    return [$ns, ((Async\runtime_stats()['switches'] ?? 0) - $s0) / $n];
}
function async_switch(int $n): float {
    $t = hrtime(true);
    $a = spawn(function () use ($n) { for ($i = 0; $i < $n; $i++) Async\suspend(); });
    $b = spawn(function () use ($n) { for ($i = 0; $i < $n; $i++) Async\suspend(); });
    await($a); await($b);
    return (hrtime(true) - $t) / (2 * $n);
}

// ---- (b) fan-in ----
function async_fanin(int $m, int $cap): float {
    $total = PRODUCERS * $m;
    $ch = new Channel($cap);
    $t = hrtime(true);
    $ps = [];
    for ($p = 0; $p < PRODUCERS; $p++) {
        $ps[] = spawn(function () use ($ch, $m) { for ($i = 0; $i < $m; $i++) $ch->send(1); });
    }
    $c = spawn(function () use ($ch, $total) { $s = 0; for ($i = 0; $i < $total; $i++) $s += $ch->recv(); return $s; });
    $s = await($c); await_all($ps);
    $rate = $total / ((hrtime(true) - $t) / 1e9);
    check("channel fan-in cap=$cap received", $s, $total);
    return $rate;
}
function fiber_fanin(int $m, int $cap): float {
    $total = PRODUCERS * $m;
    FiberLoop::reset();
    $ch = new FiberChan($cap);
    $s = 0;
    $t = hrtime(true);
    for ($p = 0; $p < PRODUCERS; $p++) {
        FiberLoop::spawn(function () use ($ch, $m) { for ($i = 0; $i < $m; $i++) $ch->send(1); });
    }
    FiberLoop::spawn(function () use ($ch, $total, &$s) { for ($i = 0; $i < $total; $i++) $s += $ch->recv(); });
    FiberLoop::run();
    $rate = $total / ((hrtime(true) - $t) / 1e9);
    check("FiberChan fan-in cap=$cap received", $s, $total);
    return $rate;
}

// warm-up (allocator, caches, scheduler start)
try {
    foreach ([0, 16] as $cap) {
        async_pingpong(2000, $cap); fiber_pingpong(2000, $cap); fiber_alternate(2000, max(1, $cap));
        async_fanin(10, $cap); fiber_fanin(10, $cap);
    }
    async_stream(2000); async_switch(2000);
    fiber_roundtrip(2000);
} catch (Throwable $e) {
    printf("warm-up: FAILED %s: %s\n", get_class($e), $e->getMessage());
}

$bare = INF;
for ($k = 0; $k < $R; $k++) $bare = min($bare, fiber_roundtrip($N));
printf("fiber     bare resume+suspend round trip: %.1f ns (context)\n", $bare);

foreach (PINGPONG_CAPS as $cap) {
    $w = max(1, $cap);
    try {
        $ours = $chan = $alt = INF;
        for ($k = 0; $k < $R; $k++) {
            $ours = min($ours, async_pingpong($N, $cap));
            $chan = min($chan, fiber_pingpong($N, $cap));
            $alt = min($alt, fiber_alternate($N, $w));
        }
        printf("pingpong  cap=%-3d window=%-2d %d msgs: true_async %.1f ns/msg, Fiber+FiberChan %.1f ns/msg, ratio %.2f; Fiber hard-wired alternation %.1f ns/msg, ratio %.2f\n",
            $cap, $w, 2 * rounds($N, $w) * $w, $ours, $chan, $ours / $chan, $alt, $ours / $alt);
    } catch (Throwable $e) {
        printf("pingpong  cap=%d: FAILED %s: %s\n", $cap, get_class($e), $e->getMessage());
    }
}

try {
    $stream = $switch = INF; $per = 0.0;
    for ($k = 0; $k < $R; $k++) {
        [$ns, $sw] = async_stream($N);
        if ($ns < $stream) { $stream = $ns; $per = $sw; }
        $switch = min($switch, async_switch($N));
    }
    $budget = 2 * $switch + 100;
    printf("rendezvous cap=0 one-way stream %d msgs: %.1f ns/msg (%.2f switches/msg); true_async switch %.1f ns; target one switch each way + 100 ns = %.1f ns: %s (ratio %.2f)\n",
        $N, $stream, $per, $switch, $budget, $stream <= $budget ? "met" : "NOT met", $stream / $budget);
} catch (Throwable $e) {
    printf("rendezvous: FAILED %s: %s\n", get_class($e), $e->getMessage());
}

foreach (FANIN_CAPS as $cap) {
    try {
        $ours = $fib = 0.0;
        for ($k = 0; $k < $R; $k++) {
            $ours = max($ours, async_fanin($M, $cap));
            $fib = max($fib, fiber_fanin($M, $cap));
        }
        printf("fan-in    cap=%-3d %dx%d msgs: true_async %.2f M msg/s, Fiber+FiberChan %.2f M msg/s, ratio %.2f (target >= 2)\n",
            $cap, PRODUCERS, $M, $ours / 1e6, $fib / 1e6, $ours / $fib);
    } catch (Throwable $e) {
        printf("fan-in    cap=%d: FAILED %s: %s\n", $cap, get_class($e), $e->getMessage());
    }
}
exit(0);
