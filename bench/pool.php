<?php
// bench/pool.php: Async\Pool acquire/release against a Fiber + SplQueue pool of the same
// shape, in the same run. Written ahead of Async\Pool: without the class it says so and
// exits 0. The API it expects:
//   new Async\Pool(callable $factory, ?callable $destructor = null, ?callable $healthcheck = null,
//       ?callable $beforeAcquire = null, ?callable $beforeRelease = null, int $min = 0,
//       int $max = 10, int $healthcheckInterval = 0)
//   acquire(int $timeout = 0): mixed, tryAcquire(): mixed, release(mixed $r): void
//   (a) uncontended: one coroutine, N x (acquire + release), and N x (tryAcquire + release),
//       max = MAX; ns per acquire+release. Against one Fiber doing the same on FiberPool.
//   (b) contended: W coroutines share max = MAX resources, each K x (acquire, suspend() once,
//       release); ns per acquire+release (the suspend included). Against W Fibers on
//       FiberPool, Fiber "suspend once" = back of the run queue.
// FiberPool is the plain PHP way: an SplQueue of idle resources, a count of those made
// (at most MAX, made on demand like the Pool with min = 0), an SplQueue of waiting Fibers;
// release() hands the resource straight to the first waiter and queues it to run
// (FiberLoop, bench/fiber_sched.inc). No hooks, as the Pool here gets none.
// Warm-up first; each figure is the best of ROUNDS alternating runs.
// Prints one line per workload; the exit status is always 0 (a benchmark, not a test).
// Usage: php -d extension=true_async bench/pool.php [N=200000] [W=100] [K=1000] [MAX=10] [ROUNDS=5]
use Async\Pool;
use function Async\{spawn, await, await_all, suspend};

require __DIR__ . '/fiber_sched.inc';

ini_set('memory_limit', '-1');
$N = max(1, (int)($argv[1] ?? 200000));
$W = max(1, (int)($argv[2] ?? 100));
$K = max(1, (int)($argv[3] ?? 1000));
$MAX = max(1, (int)($argv[4] ?? 10));
$R = max(1, (int)($argv[5] ?? 5));

if (!class_exists('Async\Pool')) {
    echo "pool: Async\\Pool is not in this build (not implemented yet); nothing measured\n";
    exit(0);
}

final class FiberPool
{
    private SplQueue $idle;
    private SplQueue $waiters;     // Fibers waiting in acquire()
    private int $made = 0;

    public function __construct(private Closure $factory, private int $max = 10)
    {
        $this->idle = new SplQueue();
        $this->waiters = new SplQueue();
    }

    public function tryAcquire(): mixed
    {
        if (!$this->idle->isEmpty()) return $this->idle->dequeue();
        if ($this->made < $this->max) { $this->made++; return ($this->factory)(); }
        return null;
    }

    public function acquire(): mixed
    {
        if (!$this->idle->isEmpty()) return $this->idle->dequeue();
        if ($this->made < $this->max) { $this->made++; return ($this->factory)(); }
        $this->waiters->enqueue(Fiber::getCurrent());
        return Fiber::suspend();   // release() resumes us with the resource
    }

    public function release(mixed $r): void
    {
        if (!$this->waiters->isEmpty()) { FiberLoop::wake($this->waiters->dequeue(), $r); return; }
        $this->idle->enqueue($r);
    }
}

// Counts what the factory made and how many are held at once, to check the bound.
final class Tally { public int $made = 0; public int $held = 0; public int $peak = 0; public int $ops = 0; }
function check(string $what, Tally $t, int $ops, int $max): void {
    if ($t->ops !== $ops) fprintf(STDERR, "%s: %d acquire+release, want %d\n", $what, $t->ops, $ops);
    if ($t->made > $max || $t->peak > $max) fprintf(STDERR, "%s: made %d, %d held at once, max %d\n", $what, $t->made, $t->peak, $max);
}
function factory(Tally $t): Closure { return function () use ($t) { $t->made++; return new stdClass(); }; }

// ---- (a) uncontended ----
function uncontended_body(object $pool, int $n, bool $try, Tally $tl): float {
    $t = hrtime(true);
    if ($try) {
        for ($i = 0; $i < $n; $i++) { $r = $pool->tryAcquire(); $pool->release($r); }
    } else {
        for ($i = 0; $i < $n; $i++) { $r = $pool->acquire(); $pool->release($r); }
    }
    $ns = (hrtime(true) - $t) / $n;
    $tl->ops += $n;
    return $ns;
}
function async_uncontended(int $n, int $max, bool $try): float {
    $tl = new Tally();
    $pool = new Pool(factory: factory($tl), max: $max);
    $ns = await(spawn(fn() => uncontended_body($pool, $n, $try, $tl)));
    check('Pool uncontended', $tl, $n, $max);
    return $ns;
}
function fiber_uncontended(int $n, int $max, bool $try): float {
    $tl = new Tally();
    $pool = new FiberPool(factory($tl), $max);
    FiberLoop::reset();
    $ns = 0.0;
    FiberLoop::spawn(function () use ($pool, $n, $try, $tl, &$ns) { $ns = uncontended_body($pool, $n, $try, $tl); });
    FiberLoop::run();
    check('FiberPool uncontended', $tl, $n, $max);
    return $ns;
}

// ---- (b) contended ----
function async_contended(int $w, int $k, int $max): float {
    $tl = new Tally();
    $pool = new Pool(factory: factory($tl), max: $max);
    $t = hrtime(true);
    $cs = [];
    for ($i = 0; $i < $w; $i++) {
        $cs[] = spawn(function () use ($pool, $k, $tl) {
            for ($j = 0; $j < $k; $j++) {
                $r = $pool->acquire();
                if (++$tl->held > $tl->peak) $tl->peak = $tl->held;
                suspend();
                $tl->held--; $tl->ops++;
                $pool->release($r);
            }
        });
    }
    await_all($cs);
    $ns = (hrtime(true) - $t) / ($w * $k);
    check('Pool contended', $tl, $w * $k, $max);
    return $ns;
}
function fiber_contended(int $w, int $k, int $max): float {
    $tl = new Tally();
    $pool = new FiberPool(factory($tl), $max);
    FiberLoop::reset();
    $t = hrtime(true);
    for ($i = 0; $i < $w; $i++) {
        FiberLoop::spawn(function () use ($pool, $k, $tl) {
            for ($j = 0; $j < $k; $j++) {
                $r = $pool->acquire();
                if (++$tl->held > $tl->peak) $tl->peak = $tl->held;
                FiberLoop::yield();
                $tl->held--; $tl->ops++;
                $pool->release($r);
            }
        });
    }
    FiberLoop::run();
    $ns = (hrtime(true) - $t) / ($w * $k);
    check('FiberPool contended', $tl, $w * $k, $max);
    return $ns;
}

try {   // warm-up (allocator, caches, scheduler start)
    async_uncontended(2000, $MAX, false); fiber_uncontended(2000, $MAX, false);
    async_uncontended(2000, $MAX, true); fiber_uncontended(2000, $MAX, true);
    async_contended($W, 10, $MAX); fiber_contended($W, 10, $MAX);
} catch (Throwable $e) {
    printf("warm-up: FAILED %s: %s\n", get_class($e), $e->getMessage());
}

// Best of $r alternating runs of each side: [ours, fiber].
function best_of(int $r, callable $ours, callable $fiber): array {
    $a = $b = INF;
    for ($k = 0; $k < $r; $k++) {
        $a = min($a, $ours());
        $b = min($b, $fiber());
    }
    return [$a, $b];
}

foreach (['acquire+release   ' => false, 'tryAcquire+release' => true] as $name => $try) {
    try {
        [$ours, $fib] = best_of($R, fn() => async_uncontended($N, $MAX, $try), fn() => fiber_uncontended($N, $MAX, $try));
        printf("pool uncontended %s %d x, max=%d: true_async %.1f ns/op, Fiber+SplQueue pool %.1f ns/op, ratio %.2f\n",
            $name, $N, $MAX, $ours, $fib, $ours / $fib);
    } catch (Throwable $e) {
        printf("pool uncontended %s: FAILED %s: %s\n", trim($name), get_class($e), $e->getMessage());
    }
}
try {
    [$ours, $fib] = best_of($R, fn() => async_contended($W, $K, $MAX), fn() => fiber_contended($W, $K, $MAX));
    printf("pool contended   %d workers x %d (acquire, suspend, release), max=%d: true_async %.1f ns/op, Fiber+SplQueue pool %.1f ns/op, ratio %.2f\n",
        $W, $K, $MAX, $ours, $fib, $ours / $fib);
} catch (Throwable $e) {
    printf("pool contended: FAILED %s: %s\n", get_class($e), $e->getMessage());
}
exit(0);
