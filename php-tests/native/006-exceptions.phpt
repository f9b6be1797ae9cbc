--TEST--
native: zend_async_new_exception / zend_async_throw / _throw_cancellation / _throw_timeout make the class get_class_ce names for the type (Exception when none), with the formatted message
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
Exception: made, not thrown
Exception: a class the defaults do not name
Exception: thrown (30)
Error: thrown (31)
Error: cancelled: by request
Exception: no answer within 250 ms
