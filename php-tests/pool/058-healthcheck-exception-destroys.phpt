--TEST--
pool: an exception thrown by the healthcheck counts as a failed check (destroyed, replaced below min) and does not escape; the pool still holding idle resources at the script end destroys them then
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$thrown = false;
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    function ($r) use (&$thrown) {
        if (!$thrown) { $thrown = true; throw new RuntimeException("ping failed"); }
        return true;
    },
    min: 1,
    healthcheckInterval: 20,
);
delay(300);
echo "still running\n";
var_dump($pool->count(), $pool->idleCount());
?>
--EXPECT--
create 1
destroy 1
create 2
still running
int(1)
int(1)
destroy 2
