--TEST--
pool: a resource whose borrower coroutine ends without releasing stays counted as active (no auto-release); acquires within max still succeed (decision)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    max: 2,
);
$c = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "borrower got {$r->id} and ends\n";
});
await($c);
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$x = $pool->acquire();
echo "main got {$x->id}\n";
var_dump($pool->count(), $pool->activeCount());
?>
--EXPECT--
create 1
borrower got 1 and ends
int(1)
int(0)
int(1)
create 2
main got 2
int(2)
int(2)
