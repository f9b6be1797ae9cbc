--TEST--
native: two poll proxies with different masks on one poll of a socket pair's fd (ZEND_ASYNC_NEW_POLL_PROXY_EVENT): each is told only the readiness in its own mask (triggered_events and the result argument), the poll's events are the union of the started proxies' masks, each proxy holds a reference to the poll, and the poll's own callbacks stay silent while a proxy is started
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
function show($label, $id) {
    $s = native_poll_proxy_state($id);
    echo "$label: proxy loop_ref_count {$s['loop_ref_count']}, poll events {$s['poll_events']}, poll ref_count {$s['poll_ref_count']}, active events {$s['active_events']}\n";
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
// As TrueAsync's streams do: a poll with no events of its own carries the proxies.
$p = native_poll($b, 0);
$r = native_poll_proxy($p, 1); // ASYNC_READABLE
$w = native_poll_proxy($p, 2); // ASYNC_WRITABLE
echo native_event($r, 'info'), "\n", native_event($w, 'info'), "\n";
show("made", $r);

echo "-- both started, nothing to read: only the writable proxy is told\n";
native_event($r, 'start');
native_event($w, 'stop_after', 1);
native_event($w, 'start');
Async\delay(20);
print_r(native_event_log());
show("writable stopped", $r);

echo "-- a byte arrives: only the readable proxy is told\n";
fwrite($a, "x");
native_event($r, 'stop_after', 1);
Async\delay(20);
print_r(native_event_log());
show("both stopped", $r);

echo "-- both started again: one readiness (readable and writable), each told its part\n";
native_event($r, 'stop_after', 2);
native_event($w, 'stop_after', 2);
native_event($r, 'start');
native_event($w, 'start');
Async\delay(20);
print_r(native_event_log());
show("after", $r);
echo "the readiness the poll saw last: ", native_poll_proxy_state($r)['poll_triggered_events'], "\n";
$s = native_event($p, 'state');
echo "the poll's own callback: {$s['fires']} fires\n";
echo fread($b, 1), "\n";
?>
--EXPECTF--
a poll proxy (r) of socket %d
a poll proxy (w) of socket %d
made: proxy loop_ref_count 0, poll events 0, poll ref_count 3, active events 0
-- both started, nothing to read: only the writable proxy is told
Array
(
    [0] => proxy#2 fired (1): triggered_events 2, result 2
)
writable stopped: proxy loop_ref_count 1, poll events 1, poll ref_count 3, active events 1
-- a byte arrives: only the readable proxy is told
Array
(
    [0] => proxy#1 fired (1): triggered_events 1, result 1
)
both stopped: proxy loop_ref_count 0, poll events 0, poll ref_count 3, active events 0
-- both started again: one readiness (readable and writable), each told its part
Array
(
    [0] => proxy#2 fired (2): triggered_events 2, result 2
    [1] => proxy#1 fired (2): triggered_events 1, result 1
)
after: proxy loop_ref_count 0, poll events 0, poll ref_count 3, active events 0
the readiness the poll saw last: 3
the poll's own callback: 0 fires
x
