--TEST--
pool: with a healthcheck and healthcheckInterval > 0 the idle resources are checked periodically
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$checked = [];
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    healthcheck: function ($r) use (&$checked) { $checked[$r->id] = ($checked[$r->id] ?? 0) + 1; return true; },
    min: 2,
    healthcheckInterval: 20,
);
echo "constructed, checks so far: ", array_sum($checked), "\n";
delay(300);
ksort($checked);
echo "checked ids: ", implode(",", array_keys($checked)), "\n";
var_dump($checked[1] >= 2, $checked[2] >= 2);
var_dump($pool->count(), $pool->idleCount());
?>
--EXPECT--
constructed, checks so far: 0
checked ids: 1,2
bool(true)
bool(true)
int(2)
int(2)
