--TEST--
native: a C-entry coroutine's flags as C reads them: not STARTED while queued, STARTED and finished (event CLOSED) with its result once it ran; cancelled before it started: CANCELLED and finished, never STARTED, its exception the cancellation
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$co = native_c_spawn("done");
echo json_encode(native_c_last()), "\n";
await($co);
echo json_encode(native_c_last()), "\n";

$co = native_c_spawn("never");
$co->cancel();
try {
    await($co);
} catch (Async\AsyncCancellation $e) {
    echo "awaiter: ", get_class($e), "\n";
}
echo json_encode(native_c_last(true)), "\n";
?>
--EXPECT--
{"started":false,"finished":false,"cancelled":false,"main":false,"zend_obj":true}
{"started":true,"finished":true,"cancelled":false,"main":false,"zend_obj":true,"result":"done"}
awaiter: Async\AsyncCancellation
{"started":false,"finished":true,"cancelled":true,"main":false,"zend_obj":true,"result":null,"exception":"Async\\AsyncCancellation"}
