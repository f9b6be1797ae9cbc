--TEST--
pool: min < 0 is a ValueError naming argument #6
--EXTENSIONS--
true_async
--FILE--
<?php
$called = false;
try {
    new Async\Pool(function () use (&$called) { $called = true; return 1; }, min: -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump($called);
?>
--EXPECT--
Async\Pool::__construct(): Argument #6 ($min) must be >= 0
bool(false)
