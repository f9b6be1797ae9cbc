--TEST--
pool: defaults are min 0 (no pre-warm), max 10, state ACTIVE, open, all counts 0
--EXTENSIONS--
true_async
--FILE--
<?php
$calls = 0;
$pool = new Async\Pool(function () use (&$calls) { $calls++; return new stdClass; });
var_dump($calls, $pool->count(), count($pool), $pool->idleCount(), $pool->activeCount());
var_dump($pool->isClosed());
echo $pool->getState()->name, "\n";
$got = [];
while (($r = $pool->tryAcquire()) !== null) {
    $got[] = $r;
    if (count($got) > 20) break;
}
var_dump(count($got), $calls, $pool->count(), $pool->activeCount());
?>
--EXPECT--
int(0)
int(0)
int(0)
int(0)
int(0)
bool(false)
ACTIVE
int(10)
int(10)
int(10)
int(10)
