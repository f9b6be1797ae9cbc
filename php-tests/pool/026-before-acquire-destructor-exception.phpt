--TEST--
pool: a destructor exception while discarding a resource rejected by beforeAcquire aborts acquire and propagates
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) {
        echo "destroy {$r->id}\n";
        if ($r->id === 1) throw new LogicException("destructor failed for {$r->id}");
    },
    beforeAcquire: fn($r) => false,
    min: 2, max: 2,
);
try {
    $pool->acquire();
    echo "acquired\n";
} catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "factory calls: $n\n";
var_dump($pool->idleCount());
$pool->close();
?>
--EXPECT--
create 1
create 2
destroy 1
LogicException: destructor failed for 1
factory calls: 2
int(1)
destroy 2
