--TEST--
spawn: a non-callable is a TypeError naming the function and argument
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([42, 'no_such_function', [1, 2], null] as $bad) {
    try {
        Async\spawn($bad);
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try { Async\spawn(); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
TypeError: Async\spawn(): Argument #1 ($task) must be of type callable, int given
TypeError: Async\spawn(): Argument #1 ($task) must be of type callable, string given
TypeError: Async\spawn(): Argument #1 ($task) must be of type callable, array given
TypeError: Async\spawn(): Argument #1 ($task) must be of type callable, null given
ArgumentCountError
