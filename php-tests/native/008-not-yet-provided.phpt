--TEST--
native: functions true_async does not provide yet (wakers, a coroutine's internal context) throw an Error naming themselves and return their failure value
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (['resume_when', 'waker_define', 'internal_context_find'] as $f) {
    try {
        var_dump(native_pending($f));
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
zend_async_resume_when() is not available: true_async does not provide this part of the zend_async API yet
zend_async_waker_define() is not available: true_async does not provide this part of the zend_async API yet
zend_async_internal_context_find() is not available: true_async does not provide this part of the zend_async API yet
