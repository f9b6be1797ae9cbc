--TEST--
pool: after activate() an INACTIVE pool serves acquire again, handing out the idle resources it kept
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }, min: 1);
$pool->deactivate();
try { $pool->acquire(); } catch (Async\ServiceUnavailableException $e) { echo "unavailable\n"; }
$pool->activate();
echo $pool->acquire()->id, "\n";
?>
--EXPECT--
unavailable
1
