--TEST--
pool: a releaser calling acquire again right away queues behind the waiter it handed the resource to
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
    suspend();
    echo "waiter releases\n";
    $pool->release($x);
});
suspend();
$pool->release($r);
echo "main acquires again\n";
$again = $pool->acquire();
echo "main got {$again->id}\n";
await($w);
?>
--EXPECT--
main acquires again
waiter got 1
waiter releases
main got 1
