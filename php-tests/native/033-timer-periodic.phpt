--TEST--
native: a periodic timer fires until its callback stops it (exactly N fires); starts are counted in loop_ref_count and ZEND_ASYNC_ACTIVE_EVENT_COUNT, one stop per start, extra stops harmless, nothing fires after the last stop
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$t = native_timer(10, true);
native_event($t, 'stop_after', 3);
native_event($t, 'start');
echo "active events after start: ", native_event($t, 'state')['active_events'], "\n";
$start = hrtime(true);
while (native_event($t, 'state')['fires'] < 3 && hrtime(true) - $start < 5e9) {
    Async\delay(10);
}
Async\delay(50);
print_r(native_event_log());
$s = native_event($t, 'state');
echo "fires {$s['fires']}, loop_ref_count {$s['loop_ref_count']}, active events {$s['active_events']}\n";
// Starts are counted; stops undo them one by one; extra stops are harmless.
$u = native_timer(10, true);
native_event($u, 'start');
native_event($u, 'start');
echo "two starts: loop_ref_count ", native_event($u, 'state')['loop_ref_count'], ", active events ", native_event($u, 'state')['active_events'], "\n";
var_dump(native_event($u, 'stop'));
echo "one stop: loop_ref_count ", native_event($u, 'state')['loop_ref_count'], "\n";
$start = hrtime(true);
while (native_event($u, 'state')['fires'] < 2 && hrtime(true) - $start < 5e9) {
    Async\delay(10);
}
$f = native_event($u, 'state')['fires'];
echo "still running after one stop: ", $f >= 2 ? "yes" : "no ($f)", "\n";
var_dump(native_event($u, 'stop'), native_event($u, 'stop'));
$s = native_event($u, 'state');
echo "two stops: loop_ref_count {$s['loop_ref_count']}, active events {$s['active_events']}\n";
native_event_log();
Async\delay(40);
echo "fires after the stops: ", count(native_event_log()), "\n";
native_event($t, 'release');
native_event($u, 'release');
?>
--EXPECT--
active events after start: 1
Array
(
    [0] => periodic#0 fired (1), closed 0, loop_ref_count 1
    [1] => periodic#0 fired (2), closed 0, loop_ref_count 1
    [2] => periodic#0 fired (3), closed 0, loop_ref_count 1
)
fires 3, loop_ref_count 0, active events 0
two starts: loop_ref_count 2, active events 1
bool(true)
one stop: loop_ref_count 1
still running after one stop: yes
bool(true)
bool(true)
two stops: loop_ref_count 0, active events 0
fires after the stops: 0
