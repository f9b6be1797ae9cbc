--TEST--
pool: a waiter that timed out leaves the queue; the next release goes to the following waiter
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, delay};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 1);
$held = $pool->acquire();
$w1 = spawn(function () use ($pool) {
    try {
        $pool->acquire(20);
        echo "w1 got it\n";
    } catch (Async\TimeoutException $e) {
        echo "w1 timed out\n";
    }
});
$w2 = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "w2 got {$r->id}\n";
    return $r;
});
suspend();
delay(300);
echo "main releases\n";
$pool->release($held);
await($w2);
await($w1);
var_dump($pool->count(), $pool->activeCount());
?>
--EXPECT--
w1 timed out
main releases
w2 got 1
int(1)
int(1)
