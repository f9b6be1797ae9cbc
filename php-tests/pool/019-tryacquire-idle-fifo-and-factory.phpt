--TEST--
pool: tryAcquire takes idle resources first (FIFO), then creates up to max, then returns null
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(function () use (&$n) {
    $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o;
}, min: 2, max: 4);
$ids = [];
for ($i = 0; $i < 5; $i++) {
    $r = $pool->tryAcquire();
    $ids[] = $r === null ? 'null' : $r->id;
}
echo implode(",", $ids), "\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
create 1
create 2
create 3
create 4
1,2,3,4,null
int(4)
int(0)
int(4)
