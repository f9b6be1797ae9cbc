--TEST--
native: a coroutine made by ZEND_ASYNC_NEW_COROUTINE and never enqueued can never run: cancelling it (Coroutine::cancel) queues it and it ends cancelled without running its entry; one left at the script's end is a deadlock (reported, the process ends) instead of a hang
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$c = native_c_new(1, "cancelled", false);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "cancelled: ", json_encode(native_c_order()), "\n";
}
native_c_last(true);
native_c_new(2, "forgotten", false);
native_c_last(true);
echo "end of script\n";
?>
--EXPECTF--
cancelled: []
end of script
%A
Fatal error: Uncaught Async\DeadlockError: %s
%A
