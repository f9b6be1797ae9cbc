--TEST--
iterate: a non-callable callback is a TypeError, a missing one an ArgumentCountError, nothing is fetched
--EXTENSIONS--
true_async
--FILE--
<?php
$fetched = 0;
function src() { global $fetched; $fetched++; yield 1; }
foreach (['no_such_function', 42, [1, 2]] as $bad) {
    try {
        Async\iterate(src(), $bad);
        echo "no error\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    Async\iterate([1]);
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "fetched: $fetched\n";
?>
--EXPECTF--
TypeError: Async\iterate(): Argument #2 ($callback) must be %s
TypeError: Async\iterate(): Argument #2 ($callback) must be %s
TypeError: Async\iterate(): Argument #2 ($callback) must be %s
ArgumentCountError: Async\iterate() expects at least 2 arguments, 1 given
fetched: 0
