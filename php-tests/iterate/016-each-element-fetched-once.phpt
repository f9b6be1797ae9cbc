--TEST--
iterate: elements are fetched in iteration order exactly once, and each callback runs once per element
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay, suspend};
$yields = [];
function src() {
    global $yields;
    for ($i = 0; $i < 10; $i++) { $yields[] = $i; yield $i => "v$i"; }
    $yields[] = 'end';
}
$calls = [];
iterate(src(), function ($v, $k) use (&$calls) {
    suspend();
    delay($k % 3 + 1);
    $calls[] = "$k:$v";
}, 4);
echo implode(',', $yields), "\n";
sort($calls, SORT_NATURAL);
echo implode(',', $calls), "\n";
echo count($calls), " calls\n";
?>
--EXPECT--
0,1,2,3,4,5,6,7,8,9,end
0:v0,1:v1,2:v2,3:v3,4:v4,5:v5,6:v6,7:v7,8:v8,9:v9
10 calls
