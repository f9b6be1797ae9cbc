--TEST--
pool: beforeRelease returning false destroys the resource instead of returning it to idle; the caller's variable stays usable
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeRelease: fn($r) => false,
    max: 2,
);
$a = $pool->acquire();
$pool->release($a);
echo "released\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
echo "caller still has id {$a->id}\n";
$b = $pool->acquire();
var_dump($b === $a);
?>
--EXPECT--
create 1
destroy 1
released
int(0)
int(0)
int(0)
caller still has id 1
create 2
bool(false)
