--TEST--
native: ZEND_ASYNC_NEW_SOCKET_EVENT on a socket pair: READABLE only after a write, triggered_events filled (1 readable, 2 writable), stop in the callback ends it, a restarted poll reports unread data again
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$r = native_poll($b, 1); // ASYNC_READABLE
echo native_event($r, 'info') === native_event($r, 'info') ? "info ok\n" : "info?\n";
native_event($r, 'stop_after', 1);
native_event($r, 'start');
Async\delay(20);
echo "before the write: ", count(native_event_log()), " fires\n";
fwrite($a, "x");
Async\delay(20);
print_r(native_event_log());
$s = native_event($r, 'state');
echo "stopped after one: loop_ref_count {$s['loop_ref_count']}, fires {$s['fires']}\n";
// Nothing read: a restarted poll reports the same byte again.
native_event($r, 'stop_after', 2);
native_event($r, 'start');
Async\delay(20);
print_r(native_event_log());
$w = native_poll($a, 2); // ASYNC_WRITABLE
native_event($w, 'stop_after', 1);
native_event($w, 'start');
Async\delay(10);
print_r(native_event_log());
native_event($r, 'release');
native_event($w, 'release');
echo fread($b, 1), "\n";
?>
--EXPECT--
info ok
before the write: 0 fires
Array
(
    [0] => poll#0 fired (1): triggered_events 1
)
stopped after one: loop_ref_count 0, fires 1
Array
(
    [0] => poll#0 fired (2): triggered_events 1
)
Array
(
    [0] => poll#1 fired (1): triggered_events 2
)
x
