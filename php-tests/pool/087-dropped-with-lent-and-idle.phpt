--TEST--
pool: a pool dropped while it holds idle and lent resources destroys the idle ones and lets the holders keep theirs; a parked waiter holds the pool (its frame has $this), so close() is what fails it, and a resource released afterwards is destroyed; nothing leaks (valgrind)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; $o->payload = str_repeat('x', 1000); return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    min: 2,
    max: 3,
);
$a = $pool->acquire();
$b = $pool->acquire();
$c = $pool->acquire();       // all 3 lent: the waiter parks
$w = spawn(function () use ($pool) {
    try {
        $pool->acquire();
    } catch (Async\PoolException $e) {
        echo "waiter: ", $e->getMessage(), "\n";
    }
});
suspend();
$pool->close();              // fails the waiter
await($w);
$pool->release($c);          // back to a closed pool: destroyed
unset($w);
$pool2 = new Async\Pool(fn() => new ArrayObject([1, 2, 3]), fn($r) => print("destroy pool2's\n"), max: 2);
$x = $pool2->acquire();
$y = $pool2->acquire();
$pool2->release($y);
unset($pool, $pool2);        // no waiter holds them now
echo "dropped\n";
echo "holders still have {$a->id}, {$b->id} and ", count($x), " items\n";
?>
--EXPECT--
waiter: Pool is closed
destroy 3
destroy pool2's
dropped
holders still have 1, 2 and 3 items
