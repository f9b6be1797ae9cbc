--TEST--
iterate: returns null, for empty and non-empty iterables and whatever the callbacks return
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\iterate;
var_dump(iterate([1, 2], fn($v) => $v * 10));
var_dump(iterate([1, 2], fn($v) => false));
var_dump(iterate([], function () { echo "never\n"; return 1; }));
var_dump(iterate(new ArrayIterator([]), function () { echo "never\n"; }));
var_dump(iterate((function () { yield from []; })(), function () { echo "never\n"; }, 3));
var_dump(iterate(['x'], function ($v) { Async\delay(1); return "r$v"; }, 1));
?>
--EXPECT--
NULL
NULL
NULL
NULL
NULL
NULL
