--TEST--
native: a one-shot ZEND_ASYNC_NEW_TIMER_EVENT fires once, after a shorter Async\delay(), closing and stopping itself before its callbacks run; a closed timer does not start again
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$t = native_timer(250, false);
native_event($t, 'start');
Async\delay(10);
echo "after delay(10): ", count(native_event_log()), " fires logged\n";
Async\delay(400);
print_r(native_event_log());
Async\delay(60);
echo "60 ms later: ", count(native_event_log()), " more\n";
$s = native_event($t, 'state');
echo "fires {$s['fires']}, closed ", var_export($s['closed'], true), ", active events {$s['active_events']}\n";
// A closed timer does not start again.
var_dump(native_event($t, 'start'));
Async\delay(60);
echo "restart of a closed timer: fires ", native_event($t, 'state')['fires'], "\n";
native_event($t, 'release');
?>
--EXPECT--
after delay(10): 0 fires logged
Array
(
    [0] => timer#0 fired (1), closed 1, loop_ref_count 0
)
60 ms later: 0 more
fires 1, closed true, active events 0
bool(true)
restart of a closed timer: fires 1
