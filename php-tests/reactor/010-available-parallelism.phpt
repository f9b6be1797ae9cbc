--TEST--
reactor: available_parallelism() is between 1 and the CPUs the machine has
--EXTENSIONS--
true_async
--SKIPIF--
<?php if (!is_readable('/proc/cpuinfo')) die('skip needs /proc/cpuinfo');
--FILE--
<?php
$n = Async\available_parallelism();
$cpus = substr_count(file_get_contents('/proc/cpuinfo'), "processor\t");
var_dump(is_int($n), $n >= 1, $n <= $cpus);
try { Async\available_parallelism(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
Async\available_parallelism() expects exactly 0 arguments, 1 given
