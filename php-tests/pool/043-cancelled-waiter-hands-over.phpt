--TEST--
pool: a parked waiter that is cancelled leaves the queue and the released resource goes to the next waiter
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 1);
$held = $pool->acquire();
$w1 = spawn(function () use ($pool) {
    try {
        $pool->acquire();
        echo "w1 got it\n";
    } catch (Async\AsyncCancellation $e) {
        echo "w1 cancelled\n";
        throw $e;
    }
});
$w2 = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "w2 got {$r->id}\n";
    return $r;
});
suspend();
$w1->cancel();
$pool->release($held);
$r = await($w2);
try {
    await($w1);
} catch (Async\AsyncCancellation $e) {
    echo "await w1: cancelled\n";
}
var_dump($r === $held, $pool->count(), $pool->activeCount());
?>
--EXPECT--
w1 cancelled
w2 got 1
await w1: cancelled
bool(true)
int(1)
int(1)
