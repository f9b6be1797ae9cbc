--TEST--
native: an exception a microtask handler throws is a warning at the suspension point; the drain goes on and the suspending coroutine does not see it
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;

spawn(function () {
    native_microtask("thrower", "throw");
    native_microtask("next");
    try {
        suspend();
        echo "A resumes without an exception\n";
    } catch (Throwable $e) {
        echo "A caught ", $e->getMessage(), "\n";
    }
});
spawn(function () {
    echo "B runs\n";
});
?>
--EXPECTF--
microtask thrower (ref_count 1)

Warning: Async: microtask failed: Exception: boom in thrower in %s025-microtasks-throw.php on line 9
dtor thrower
microtask next (ref_count 1)
dtor next
B runs
A resumes without an exception
