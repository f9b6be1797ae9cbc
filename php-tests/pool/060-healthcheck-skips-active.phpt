--TEST--
pool: the healthcheck never looks at active (borrowed) resources
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$seen = [];
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    healthcheck: function ($r) use (&$seen) { $seen[$r->id] = true; return $r->id !== 1; },
    min: 2,
    healthcheckInterval: 20,
);
$borrowed = $pool->acquire();
echo "borrowed {$borrowed->id}\n";
delay(300);
ksort($seen);
echo "checked: ", implode(",", array_keys($seen)), "\n";
var_dump($pool->activeCount(), $pool->idleCount());
$pool->release($borrowed);
var_dump($pool->idleCount());
?>
--EXPECT--
borrowed 1
checked: 2
int(1)
int(1)
int(2)
