--TEST--
iterate: with non-suspending callbacks the output is in element order, whatever the concurrency
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\iterate;
function g() { foreach (['f', 'e', 'd', 'c', 'b', 'a'] as $k => $v) yield $v => $k; }
foreach ([0, 1, 2, 3, 100] as $c) {
    echo "c=$c: ";
    iterate([5, 3, 9, 1, 7, 2], function ($v) { echo $v; }, $c);
    echo " | ";
    iterate(g(), function ($v, $k) { echo $k; }, $c);
    echo "\n";
}
?>
--EXPECT--
c=0: 539172 | fedcba
c=1: 539172 | fedcba
c=2: 539172 | fedcba
c=3: 539172 | fedcba
c=100: 539172 | fedcba
