--TEST--
native: ZEND_ASYNC_CANCEL on a coroutine suspended by C: an AsyncCancellation (default) or the given error is caught at the suspension point; the coroutine is marked cancelled; cancelling a finished coroutine is false
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () {
    try { native_suspend(['event' => true]); } catch (Throwable $t) { echo "caught ", get_class($t), ": ", $t->getMessage(), "\n"; }
    return 1;
});
delay(5);
var_dump(native_cancel());
var_dump(await($c), $c->isCancelled());
$c = spawn(function () {
    try { native_suspend(['event' => true]); } catch (Throwable $t) { echo "caught ", get_class($t), ": ", $t->getMessage(), "\n"; }
});
delay(5);
var_dump(native_cancel(new Async\AsyncCancellation("from C"), true));
await($c);
var_dump(native_cancel(null, false, $c));
?>
--EXPECT--
bool(true)
caught Async\AsyncCancellation: Coroutine cancelled
int(1)
bool(true)
bool(true)
caught Async\AsyncCancellation: from C
bool(false)
