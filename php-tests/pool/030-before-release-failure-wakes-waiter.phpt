--TEST--
pool: a resource rejected by beforeRelease frees capacity and wakes one waiter, which gets a fresh resource
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeRelease: fn($r) => $r->id !== 1,
    max: 1,
);
$a = $pool->acquire();
$w = spawn(function () use ($pool) {
    echo "waiter acquiring\n";
    $r = $pool->acquire();
    echo "waiter got {$r->id}\n";
    return $r;
});
suspend();
echo "main releases\n";
$pool->release($a);
$r = await($w);
var_dump($pool->count(), $pool->activeCount());
?>
--EXPECT--
create 1
waiter acquiring
main releases
destroy 1
create 2
waiter got 2
int(1)
int(1)
