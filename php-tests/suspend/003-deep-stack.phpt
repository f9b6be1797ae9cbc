--TEST--
suspend: from deep inside nested PHP and internal calls (array_map, usort callbacks)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function deep($n) { if ($n == 0) { suspend(); return 0; } return 1 + deep($n - 1); }
$a = spawn(fn() => deep(2000));
$b = spawn(fn() => array_sum(array_map(function ($x) { suspend(); return $x * 2; }, range(1, 50))));
$c = spawn(function () { $arr = [3, 1, 2]; usort($arr, function ($x, $y) { suspend(); return $x <=> $y; }); return implode(',', $arr); });
var_dump(await($a), await($b), await($c));
?>
--EXPECT--
int(2000)
int(2550)
string(5) "1,2,3"
