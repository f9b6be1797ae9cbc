--TEST--
pool: a factory exception in one acquirer wakes a parked waiter, which then creates its own resource
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$calls = 0;
$pool = new Async\Pool(function () use (&$calls) {
    $k = ++$calls;
    echo "factory $k start\n";
    delay(20);
    if ($k === 1) {
        echo "factory 1 fails\n";
        throw new RuntimeException("boom");
    }
    echo "factory $k done\n";
    $o = new stdClass; $o->id = $k; return $o;
}, max: 1);
$c1 = spawn(function () use ($pool) {
    try {
        $pool->acquire();
        echo "c1 got a resource\n";
    } catch (RuntimeException $e) {
        echo "c1: ", $e->getMessage(), "\n";
    }
});
$c2 = spawn(function () use ($pool) {
    echo "c2 acquiring\n";
    $r = $pool->acquire();
    echo "c2 got {$r->id}\n";
});
await($c1);
await($c2);
var_dump($calls, $pool->count());
?>
--EXPECT--
factory 1 start
c2 acquiring
factory 1 fails
c1: boom
factory 2 start
factory 2 done
c2 got 2
int(2)
int(1)
