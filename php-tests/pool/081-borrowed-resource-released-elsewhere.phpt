--TEST--
pool: a resource returned by a finished borrower coroutine is still pool-owned and can be released by another coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 1);
$borrower = spawn(fn() => $pool->acquire());
$r = await($borrower);
var_dump($borrower->isCompleted(), $pool->activeCount());
var_dump($pool->tryAcquire());
$releaser = spawn(function () use ($pool, $r) { $pool->release($r); });
await($releaser);
var_dump($pool->idleCount(), $pool->activeCount());
var_dump($pool->tryAcquire() === $r);
?>
--EXPECT--
bool(true)
int(1)
NULL
int(1)
int(0)
bool(true)
