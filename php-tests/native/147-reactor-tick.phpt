--TEST--
native: ZEND_ASYNC_REACTOR_TICK takes in what the loop has ready without suspending (a poll's callback runs inside the tick, in the scheduler's context, where ZEND_ASYNC_SUSPEND refuses), from main and from a coroutine, while no other coroutine runs; ZEND_ASYNC_REACTOR_QUIESCE is absent (NULL) and its macro does nothing
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$p = native_poll($b, 1); // ASYNC_READABLE
native_event($p, 'stop_after', 1);
native_event($p, 'start');
fwrite($a, "x");
$other = Async\spawn(fn() => print("the other coroutine ran\n"));
echo "-- from main; before any tick: ", count(native_event_log()), " callbacks\n";
$t = native_reactor_tick();
echo "tick ", var_export($t['tick'], true), ", quiesce ", var_export($t['quiesce'], true),
    ", scheduler context before ", var_export($t['scheduler_context_before'], true),
    ", after ", var_export($t['scheduler_context_after'], true), "\n";
// The first non-blocking pass registers the fd and polls it; a second tick
// is allowed for a slow machine.
$log = native_event_log();
if (!$log) { native_reactor_tick(); $log = native_event_log(); }
print_r($log);
fread($b, 1);

echo "-- from a coroutine, with the poll's callback trying to suspend\n";
$co = Async\spawn(function () use ($a, $p) {
    native_event($p, 'suspend_at_fire');
    native_event($p, 'start');
    fwrite($a, "y");
    native_reactor_tick();
    $log = native_event_log();
    if (!$log) { native_reactor_tick(); $log = native_event_log(); }
    print_r($log);
    echo "the coroutine is still running\n";
    return "done";
});
echo Async\await($co), "\n";
native_event($p, 'release');
print_r(native_event_log());
?>
--EXPECT--
-- from main; before any tick: 0 callbacks
tick true, quiesce false, scheduler context before false, after false
Array
(
    [0] => poll#0 fired (1): triggered_events 1
)
-- from a coroutine, with the poll's callback trying to suspend
the other coroutine ran
Array
(
    [0] => poll#0 fired (2): triggered_events 1
    [1] => poll#0 callback: scheduler context yes, suspend false: ZEND_ASYNC_SUSPEND(): cannot suspend in the scheduler's context (a reactor callback)
)
the coroutine is still running
done
Array
(
    [0] => callback of #0 disposed
)
