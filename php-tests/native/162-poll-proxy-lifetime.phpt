--TEST--
native: poll proxies keep their poll alive: a proxy released while started (its poll live) is stopped and freed and the other keeps working; the poll's creator releasing it first frees nothing (with no proxy started its events are its own again); the poll is freed with its last proxy, also when that proxy releases itself in its own callback (inside the poll's report)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
function show($label, $id) {
    $s = native_poll_proxy_state($id);
    echo "$label: poll ref_count {$s['poll_ref_count']}, poll events {$s['poll_events']}, active events {$s['active_events']}\n";
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$p = native_poll($b, 1);
$first = native_poll_proxy($p, 1);
$second = native_poll_proxy($p, 3);
show("two proxies", $second);
native_event($first, 'start');
native_event($second, 'start');

echo "-- the first proxy released while started\n";
native_event($first, 'release');
print_r(native_event_log());
show("one proxy", $second);
fwrite($a, "x");
native_event($second, 'stop_after', 1);
Async\delay(20);
print_r(native_event_log());

echo "-- the poll released by its creator: still held by the proxy\n";
native_event($p, 'release');
print_r(native_event_log());
show("held by the proxy", $second);

echo "-- the last proxy releases itself in its callback\n";
native_event($second, 'stop_after', -2);
native_event($second, 'start');
Async\delay(20);
print_r(native_event_log());

echo "-- released in the order poll, proxy, proxy, none started\n";
$q = native_poll($b, 1);
$c = native_poll_proxy($q, 1);
$d = native_poll_proxy($q, 2);
native_event($q, 'release');
native_event($c, 'release');
print_r(native_event_log());
native_event($d, 'release');
print_r(native_event_log());
echo fread($b, 1), "\n";
?>
--EXPECT--
two proxies: poll ref_count 3, poll events 1, active events 0
-- the first proxy released while started
Array
(
    [0] => callback of #1 disposed
)
one proxy: poll ref_count 2, poll events 3, active events 1
Array
(
    [0] => proxy#2 fired (1): triggered_events 3, result 3
)
-- the poll released by its creator: still held by the proxy
Array
(
)
held by the proxy: poll ref_count 1, poll events 1, active events 0
-- the last proxy releases itself in its callback
Array
(
    [0] => proxy#2 fired (2): triggered_events 3, result 3
    [1] => callback of #2 disposed
    [2] => callback of #0 disposed
)
-- released in the order poll, proxy, proxy, none started
Array
(
    [0] => callback of #1 disposed
)
Array
(
    [0] => callback of #2 disposed
    [1] => callback of #0 disposed
)
x
