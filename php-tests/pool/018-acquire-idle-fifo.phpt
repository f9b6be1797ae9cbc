--TEST--
pool: acquire takes the oldest idle resource first (FIFO by time of entering the idle set)
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(function () use (&$n) { $o = new stdClass; $o->id = ++$n; return $o; }, min: 3, max: 3);
$a = $pool->acquire();
$b = $pool->acquire();
echo $a->id, " ", $b->id, "\n";
// idle now: [3]; release 2 then 1 -> idle [3, 2, 1]
$pool->release($b);
$pool->release($a);
echo $pool->acquire()->id, "\n";
echo $pool->acquire()->id, "\n";
echo $pool->acquire()->id, "\n";
var_dump($n);
?>
--EXPECT--
1 2
3
2
1
int(3)
