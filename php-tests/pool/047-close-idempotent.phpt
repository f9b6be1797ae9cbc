--TEST--
pool: close() marks the pool closed and is idempotent (second call destroys nothing more, throws nothing)
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    min: 2,
);
var_dump($pool->isClosed());
$pool->close();
var_dump($pool->isClosed());
$pool->close();
echo "second close done\n";
var_dump($pool->isClosed(), $pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
bool(false)
destroy 1
destroy 2
bool(true)
second close done
bool(true)
int(0)
int(0)
int(0)
