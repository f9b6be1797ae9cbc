--TEST--
native: an exception a C entry leaves in EG(exception) is the coroutine's failure, caught by the PHP awaiter (class, message and code kept); a coroutine spawned with no internal_entry fails with an Error saying so
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$co = native_c_spawn("it went wrong", true);
try {
    await($co);
    echo "not thrown\n";
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
    var_dump($co->getException() === $e);
}
echo json_encode(native_c_last(true)), "\n";
try {
    await(native_c_spawn_without_entry());
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Exception: it went wrong (7)
bool(true)
{"started":true,"finished":true,"cancelled":false,"main":false,"zend_obj":true,"exception":"Exception"}
Error: The coroutine has no body: set internal_entry or fcall after ZEND_ASYNC_NEW_COROUTINE or ZEND_ASYNC_SPAWN
