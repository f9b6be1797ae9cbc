--TEST--
native: zend_async_new_exception / zend_async_throw / _throw_cancellation / _throw_timeout make the Async class get_class_ce names for the type, with the formatted message
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
const DEFAULT_ = 30, CANCELLATION = 31, TIMEOUT = 32, DEADLOCK = 36;
$e = native_exception(TIMEOUT, "made, not thrown", false);
echo get_class($e), ": ", $e->getMessage(), "\n";
$e = native_exception(DEADLOCK, "a class the defaults do not name", false);
echo get_class($e), ": ", $e->getMessage(), "\n";
foreach ([fn() => native_exception(DEFAULT_, "thrown", true),
          fn() => native_exception(CANCELLATION, "thrown", true),
          fn() => native_throw_cancellation("by request"),
          fn() => native_throw_timeout(250)] as $f) {
    try {
        $f();
        echo "not thrown\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Async\TimeoutException: made, not thrown
Async\DeadlockError: a class the defaults do not name
Async\AsyncException: thrown (30)
Async\AsyncCancellation: thrown (31)
Async\AsyncCancellation: cancelled: by request
Async\TimeoutException: no answer within 250 ms
