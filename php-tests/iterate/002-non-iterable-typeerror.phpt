--TEST--
iterate: a non-iterable first argument is a TypeError naming array|Traversable, the callback never runs
--EXTENSIONS--
true_async
--FILE--
<?php
$called = 0;
foreach ([42, "str", null, 1.5, true, new stdClass, fn() => 1] as $bad) {
    try {
        Async\iterate($bad, function () use (&$called) { $called++; });
        echo "no error\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "callbacks: $called\n";
?>
--EXPECT--
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, int given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, string given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, null given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, float given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, bool given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, stdClass given
TypeError: Async\iterate(): Argument #1 ($iterable) must be of type array|Traversable, Closure given
callbacks: 0
