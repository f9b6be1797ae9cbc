--TEST--
native: error paths: resume_when on a closed event throws Error and subscribes nothing, a NULL callback is a warning and false; ZEND_ASYNC_WAKER_DESTROY nulls the waker; ZEND_ASYNC_SUSPEND without a waker throws
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
print_r(native_waker_errors());
?>
--EXPECTF--
Warning: zend_async_resume_when(): the callback must not be NULL in %s on line %d
Array
(
    [closed_event] => 
    [closed_event_error] => The event cannot be used after it has been terminated
    [null_callback] => 
    [exists] => 
    [waker_after_destroy] => 
    [suspend_without_waker] => 
    [suspend_error] => Cannot suspend a coroutine without a waker: call ZEND_ASYNC_WAKER_NEW() and zend_async_resume_when() first
)
