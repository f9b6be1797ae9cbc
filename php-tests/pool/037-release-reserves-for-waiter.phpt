--TEST--
pool: a released resource is reserved for the oldest waiter; tryAcquire by the releaser before the waiter runs gets null
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 1);
$r = $pool->acquire();
$w = spawn(function () use ($pool) {
    $x = $pool->acquire();
    echo "waiter got {$x->id}\n";
    $pool->release($x);
});
suspend();
$pool->release($r);
var_dump($pool->tryAcquire());
await($w);
$y = $pool->tryAcquire();
echo "main got {$y->id}\n";
?>
--EXPECT--
NULL
waiter got 1
main got 1
