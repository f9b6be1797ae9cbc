--TEST--
pool: with min 0 the factory is called only when acquire finds no idle resource (usable at top level)
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(function () use (&$n) {
    $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o;
}, max: 3);
echo "constructed\n";
$a = $pool->acquire();
echo "got {$a->id}\n";
$b = $pool->acquire();
echo "got {$b->id}\n";
$pool->release($a);
$c = $pool->acquire();
echo "got {$c->id}\n";
var_dump($c === $a, $n);
?>
--EXPECT--
constructed
create 1
got 1
create 2
got 2
got 1
bool(true)
int(2)
