--TEST--
cpu: cpu_usage() returns zeros on its first call, then the usage since the previous call (keys and types exact); loadavg() three floats; both take no arguments
--EXTENSIONS--
true_async
--FILE--
<?php
$first = Async\cpu_usage();
var_dump($first);
for ($i = 0, $x = 0; $i < 500000; $i++) { $x += $i; }
$u = Async\cpu_usage();
echo implode(",", array_keys($u)), "\n";
var_dump($u["interval_sec"] > 0, $u["process_cores"] >= 0, $u["cpu_count"] === $first["cpu_count"]);
var_dump(abs($u["process_percent"] - $u["process_cores"] / $u["cpu_count"] * 100) < 1e-9);
var_dump($u["system_percent"] >= 0 && $u["system_percent"] <= 100);
var_dump(is_array($u["loadavg"]) && count($u["loadavg"]) === 3);
$l = Async\loadavg();
var_dump(array_map('is_float', $l), min($l) >= 0);
foreach (['Async\cpu_usage', 'Async\loadavg'] as $f) {
    try { $f(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
}
?>
--EXPECTF--
array(6) {
  ["process_cores"]=>
  float(0)
  ["process_percent"]=>
  float(0)
  ["system_percent"]=>
  float(0)
  ["cpu_count"]=>
  int(%d)
  ["interval_sec"]=>
  float(0)
  ["loadavg"]=>
  array(3) {
    [0]=>
    float(%f)
    [1]=>
    float(%f)
    [2]=>
    float(%f)
  }
}
process_cores,process_percent,system_percent,cpu_count,interval_sec,loadavg
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
array(3) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
bool(true)
Async\cpu_usage() expects exactly 0 arguments, 1 given
Async\loadavg() expects exactly 0 arguments, 1 given
