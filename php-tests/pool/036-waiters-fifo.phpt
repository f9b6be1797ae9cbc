--TEST--
pool: parked acquirers are served in FIFO order as resources are released
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 2);
$a = $pool->acquire();
$b = $pool->acquire();
$ws = [];
foreach (['w1', 'w2', 'w3', 'w4'] as $name) {
    $ws[] = spawn(function () use ($pool, $name) {
        $r = $pool->acquire();
        echo "$name got {$r->id}\n";
        return $r;
    });
}
suspend();
$pool->release($b);
$first = await($ws[0]);
$pool->release($a);
await($ws[1]);
$pool->release($first);
await($ws[2]);
$pool->release(await($ws[1]));
await($ws[3]);
?>
--EXPECT--
w1 got 2
w2 got 1
w3 got 2
w4 got 1
