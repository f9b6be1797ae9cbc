--TEST--
native: reactor callbacks run in the scheduler's context (ZEND_ASYNC_IS_SCHEDULER_CONTEXT true there, false in PHP code), where ZEND_ASYNC_SUSPEND refuses with an Error instead of suspending whatever coroutine the loop turn runs on
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
echo "PHP code: scheduler context ", var_export(native_reactor()['scheduler_context'], true), "\n";
$t = native_timer(5, false);
native_event($t, 'suspend_at_fire');
native_event($t, 'start');
$co = Async\spawn(function () {
    echo "inside a coroutine: scheduler context ", var_export(native_reactor()['scheduler_context'], true), "\n";
    Async\delay(30);
    return "the coroutine went on";
});
echo Async\await($co), "\n";
print_r(native_event_log());
native_event($t, 'release');
?>
--EXPECT--
PHP code: scheduler context false
inside a coroutine: scheduler context false
the coroutine went on
Array
(
    [0] => timer#0 fired (1), closed 1, loop_ref_count 0
    [1] => timer#0 callback: scheduler context yes, suspend false: ZEND_ASYNC_SUSPEND(): cannot suspend in the scheduler's context (a reactor callback)
)
