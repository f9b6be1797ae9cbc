--TEST--
pool: close() destroys idle resources in FIFO order and leaves active ones alone until they are released
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    min: 4, max: 4,
);
$a = $pool->acquire();   // 1
$b = $pool->acquire();   // 2
$pool->release($b);      // idle: 3, 4, 2
$pool->close();
echo "closed\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$pool->release($a);
echo "released 1\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
destroy 3
destroy 4
destroy 2
closed
int(1)
int(0)
int(1)
destroy 1
released 1
int(0)
int(0)
int(0)
