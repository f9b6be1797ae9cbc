--TEST--
iterate: a failing iteration only cancels its own scope, coroutines of the caller's scope keep running
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, spawn, await, delay};
$sibling = spawn(function () { delay(30); return "sibling finished"; });
try {
    iterate([1, 2], function ($v) {
        if ($v === 1) { delay(5); throw new RuntimeException("fail"); }
        delay(50);
    });
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
var_dump(await($sibling));
?>
--EXPECT--
caught: fail
string(16) "sibling finished"
