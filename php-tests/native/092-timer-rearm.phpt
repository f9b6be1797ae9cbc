--TEST--
native: ZEND_ASYNC_TIMER_REARM reschedules a MULTISHOT timer, which fires without closing and stays started; rearm of a timer not started only keeps the new timeout; a closed timer is not rearmed
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$t = native_timer(20, false);
native_event($t, 'multishot');
native_event($t, 'start');
Async\delay(80);
print_r(native_event_log());                      // once: one-shot libuv timer, not closed
Async\delay(60);
echo "no rearm, no fire: ", count(native_event_log()), "\n";
var_dump(native_event($t, 'rearm', 250));
Async\delay(10);
echo "10 ms after a 250 ms rearm: ", count(native_event_log()), "\n";
Async\delay(500);
print_r(native_event_log());
native_event($t, 'stop');
echo "stopped: active events ", native_event($t, 'state')['active_events'], "\n";

// Not started: only the timeout changes.
var_dump(native_event($t, 'rearm', 5));
echo native_event($t, 'info'), "\n";
Async\delay(40);
echo "not started, no fire: ", count(native_event_log()), "\n";
native_event($t, 'start');
Async\delay(60);
print_r(native_event_log());
native_event($t, 'stop');

// A one-shot timer that fired is closed: no rearm.
$o = native_timer(5, false);
native_event($o, 'start');
Async\delay(40);
native_event_log();
var_dump(native_event($o, 'rearm', 5));
?>
--EXPECT--
Array
(
    [0] => timer#0 fired (1), closed 0, loop_ref_count 1
)
no rearm, no fire: 0
bool(true)
10 ms after a 250 ms rearm: 0
Array
(
    [0] => timer#0 fired (2), closed 0, loop_ref_count 1
)
stopped: active events 0
bool(true)
a timer (5 ms)
not started, no fire: 0
Array
(
    [0] => timer#0 fired (3), closed 0, loop_ref_count 1
)
bool(false)
