--TEST--
pool: in RECOVERING state acquire and tryAcquire work, with no limit on the number of trial acquisitions
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, max: 5);
$pool->deactivate();
$pool->recover();
echo $pool->getState()->name, "\n";
$got = [];
$got[] = $pool->acquire()->id;
$got[] = $pool->acquire()->id;
$got[] = $pool->tryAcquire()->id;
$got[] = $pool->tryAcquire()->id;
echo implode(",", $got), "\n";
echo $pool->getState()->name, "\n";
?>
--EXPECT--
RECOVERING
1,2,3,4
RECOVERING
