--TEST--
native: ZEND_ASYNC_GET_AWAITING_INFO lists the info() of each event of a C waker; Coroutine::getAwaitingInfo() from PHP names them too; a coroutine in a PHP wait gets the engine's description
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(fn() => native_suspend(['event' => true, 'timer' => 5000]));
delay(5);
print_r(native_parked()['awaiting']);
print_r($c->getAwaitingInfo());
native_fire(1);
await($c);
$d = spawn(fn() => delay(50));
delay(5);
print_r(native_c_object_event($d)['started'] ? 'started' : '?');
echo "\n";
print_r($d->getAwaitingInfo());
await($d);
?>
--EXPECT--
Array
(
    [0] => native test event
    [1] => a timer (5000 ms)
)
Array
(
    [waiting_for] => its waker's events (native code): native test event, a timer (5000 ms)
)
started
Array
(
    [waiting_for] => a timer (50 ms)
)
