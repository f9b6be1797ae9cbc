--TEST--
native: a function true_async does not provide yet (a coroutine's internal context) throws an Error naming itself and returns its failure value
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (['internal_context_find'] as $f) {
    try {
        var_dump(native_pending($f));
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
zend_async_internal_context_find() is not available: true_async does not provide this part of the zend_async API yet
