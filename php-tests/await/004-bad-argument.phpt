--TEST--
await: a non-awaitable argument is a TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([1, "x", new stdClass, null] as $bad) {
    try { Async\await($bad); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
try { Async\await(); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, int given
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, string given
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, stdClass given
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, null given
ArgumentCountError
