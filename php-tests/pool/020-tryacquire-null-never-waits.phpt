--TEST--
pool: tryAcquire returns null immediately when nothing is free, without suspending
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->tryAcquire();
$other = spawn(function () { echo "other coroutine ran\n"; });
var_dump($pool->tryAcquire());
echo "tryAcquire returned without suspending\n";
await($other);
$pool->release($held);
var_dump($pool->tryAcquire() === $held);
?>
--EXPECT--
NULL
tryAcquire returned without suspending
other coroutine ran
bool(true)
