--TEST--
native: the reactor's function table is true_async's (ZEND_ASYNC_REACTOR_IS_ENABLED true, event constructors set, NOW and AVAILABLE_PARALLELISM answer); a new event is stopped, holds one reference and its creator's callback, and is freed at its release
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (native_reactor() as $k => $v) {
    echo $k, ': ', var_export($v, true), "\n";
}
$t = native_timer(5, false);
echo native_event($t, 'info'), "\n";
$s = native_event($t, 'state');
echo "new: loop_ref_count {$s['loop_ref_count']}, ref_count {$s['ref_count']}, callbacks {$s['callbacks']}, closed ", var_export($s['closed'], true), "\n";
native_event($t, 'release');
print_r(native_event_log());
?>
--EXPECT--
reactor_enabled: true
async_enabled: true
timer: true
poll: true
socket: true
trigger: true
signal: true
process: true
filesystem: true
timer_rearm: true
getaddrinfo: true
task: true
now_moves: true
scheduler_context: false
parallelism: true
a timer (5 ms)
new: loop_ref_count 0, ref_count 1, callbacks 1, closed false
Array
(
    [0] => callback of #0 disposed
)
