--TEST--
pool: acquire with no idle resource and no capacity parks until a release hands it the very same resource
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 1);
$mine = $pool->acquire();
$w = spawn(function () use ($pool) {
    echo "waiter: acquiring\n";
    $r = $pool->acquire();
    echo "waiter: got {$r->id}\n";
    return $r;
});
suspend();
suspend();
echo "main: still holding, waiter parked\n";
var_dump($w->isCompleted());
$pool->release($mine);
$r = await($w);
var_dump($r === $mine, $pool->activeCount(), $pool->idleCount());
?>
--EXPECT--
waiter: acquiring
main: still holding, waiter parked
bool(false)
waiter: got 1
bool(true)
int(1)
int(0)
