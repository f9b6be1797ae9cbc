--TEST--
pool: without a destructor, discarded resources are simply dropped from the pool
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(fn() => new stdClass, null, null, null, fn($r) => false, 2, 3);
$a = $pool->acquire();
$pool->release($a);
var_dump($pool->count(), $pool->idleCount());
$pool->close();
var_dump($pool->count());
?>
--EXPECT--
int(1)
int(1)
int(0)
