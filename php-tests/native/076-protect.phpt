--TEST--
native: ZEND_COROUTINE_F_PROTECTED set by C while suspended holds a cancellation back as protect() does: the coroutine is resumed by its event, not cancelled; the cancellation is thrown at its next suspension once the flag is cleared
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () {
    $r = native_suspend(['event' => true, 'protect' => true]);
    echo "protected wait ended normally: $r\n";
    try {
        delay(1);
        echo "not cancelled?\n";
    } catch (Async\AsyncCancellation $e) {
        echo "next suspension: ", $e->getMessage(), "\n";
    }
});
delay(5);
$c->cancel(new Async\AsyncCancellation("held back"));
delay(5);
echo "still waiting: ", var_export(native_parked()['suspended'], true), "\n";
native_fire("fired");
await($c);
?>
--EXPECT--
still waiting: true
protected wait ended normally: fired
next suspension: held back
