--TEST--
pool: the factory is called min times synchronously inside the constructor and the resources are idle
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
echo "before\n";
$pool = new Async\Pool(function () use (&$n) {
    $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o;
}, min: 3, max: 5);
echo "after\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
before
create 1
create 2
create 3
after
int(3)
int(3)
int(0)
