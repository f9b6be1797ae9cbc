--TEST--
native: zend_async_waker_new_with_timeout: nothing fires, the timer resumes the coroutine with Async\TimeoutException at the suspension point (main or a coroutine); an event firing first wins and the timer is released unfired
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
try {
    native_suspend(['timeout' => 10]);
} catch (Throwable $t) {
    echo "main: ", get_class($t), ": ", $t->getMessage(), "\n";
}
$c = spawn(function () {
    return native_suspend(['timeout' => 2000, 'event' => true]);
});
delay(5);
native_fire(42);
$t0 = hrtime(true);
var_dump(await($c));
var_dump((hrtime(true) - $t0) / 1e6 < 1000);
?>
--EXPECT--
main: Async\TimeoutException: Operation has been cancelled by timeout
int(42)
bool(true)
