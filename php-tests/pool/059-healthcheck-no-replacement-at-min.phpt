--TEST--
pool: a failed healthcheck does not create a replacement when the pool is not below min
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    fn($r) => false,
    min: 0,
    max: 3,
    healthcheckInterval: 20,
);
$a = $pool->acquire();
$b = $pool->acquire();
$pool->release($a);
$pool->release($b);
echo "idle: ", $pool->idleCount(), "\n";
delay(300);
var_dump($n, $pool->count(), $pool->idleCount());
?>
--EXPECT--
create 1
create 2
idle: 2
destroy 1
destroy 2
int(2)
int(0)
int(0)
