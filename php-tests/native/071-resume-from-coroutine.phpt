--TEST--
native: a coroutine suspended by C (ZEND_ASYNC_SUSPEND on a waker) is resumed from another coroutine by its event (zend_async_waker_callback_resolve keeps the event's result); ZEND_COROUTINE_SUSPENDED seen from outside while it waits, its location recorded; a plain ZEND_ASYNC_RESUME wakes it with no result
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () {
    echo "suspending\n";
    $r = native_suspend(['event' => true]);
    echo "resumed with ", var_export($r, true), "\n";
    $r = native_suspend(['event' => true]);
    echo "resumed again with ", var_export($r, true), "\n";
    return 'done';
});
delay(5);
$p = native_parked();
var_dump($p['suspended'], $p['status'], $p['events'], str_ends_with($p['at'], '071-resume-from-coroutine.php:5'));
var_dump(native_fire("hello"));
delay(5);
var_dump(native_resume());
echo await($c), "\n";
var_dump(native_parked()['parked']);
?>
--EXPECT--
suspending
bool(true)
int(1)
int(1)
bool(true)
bool(true)
resumed with 'hello'
bool(true)
resumed again with NULL
done
bool(false)
