--TEST--
pool: only one released resource per waiter is reserved; unreserved surplus stays available to tryAcquire
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 3);
$a = $pool->acquire();
$b = $pool->acquire();
$c = $pool->acquire();
$w = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "waiter got {$r->id}\n";
});
suspend();
$pool->release($a);   // reserved for the waiter
$pool->release($b);   // surplus
$x = $pool->tryAcquire();
echo "main got ", $x === null ? "null" : $x->id, "\n";
await($w);
?>
--EXPECT--
main got 2
waiter got 1
