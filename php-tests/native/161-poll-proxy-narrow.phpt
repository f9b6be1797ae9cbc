--TEST--
native: stopping one of two poll proxies narrows the poll to the other's mask: the stopped writable proxy is not told again, the loop no longer wakes for the always-writable socket (idle CPU while waiting), the readable proxy keeps working; starts are counted; with no proxy started the registration is let go and the script ends
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
function cpu_ms() {
    $u = getrusage();
    return ($u['ru_utime.tv_sec'] + $u['ru_stime.tv_sec']) * 1000
        + intdiv($u['ru_utime.tv_usec'] + $u['ru_stime.tv_usec'], 1000);
}
function show($label, $id) {
    $s = native_poll_proxy_state($id);
    echo "$label: readable proxy loop_ref_count {$s['loop_ref_count']}, poll events {$s['poll_events']}, active events {$s['active_events']}\n";
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$p = native_poll($b, 0);
$r = native_poll_proxy($p, 1); // ASYNC_READABLE
$w = native_poll_proxy($p, 2); // ASYNC_WRITABLE
native_event($r, 'start');
native_event($r, 'start'); // counted: one stop leaves it started
native_event($w, 'stop_after', 5);
native_event($w, 'start');
show("both started", $r);
for ($i = 0; $i < 400 && native_event($w, 'state')['fires'] < 5; $i++) {
    Async\delay(5);
}
$log = native_event_log();
echo count($log), " fires, the last: ", end($log), "\n";
show("writable stopped in its 5th callback", $r);

// Had the poll kept watching WRITABLE, the loop would wake at once on
// every turn (the socket is always writable) and burn this whole wait.
$cpu = cpu_ms();
Async\delay(300);
$spent = cpu_ms() - $cpu;
echo "idle while waiting: ", $spent < 100 ? "yes" : "no ($spent ms of CPU in 300 ms)", "\n";
echo "told since: ", count(native_event_log()), "\n";

native_event($r, 'stop');
show("one of its two starts undone", $r);
native_event($r, 'stop_after', 1);
fwrite($a, "x");
Async\delay(20);
print_r(native_event_log());
show("readable stopped in its callback", $r);
echo fread($b, 1), "\n";
echo "end\n";
?>
--EXPECT--
both started: readable proxy loop_ref_count 2, poll events 3, active events 2
5 fires, the last: proxy#2 fired (5): triggered_events 2, result 2
writable stopped in its 5th callback: readable proxy loop_ref_count 2, poll events 1, active events 1
idle while waiting: yes
told since: 0
one of its two starts undone: readable proxy loop_ref_count 1, poll events 1, active events 1
Array
(
    [0] => proxy#1 fired (1): triggered_events 1, result 1
)
readable stopped in its callback: readable proxy loop_ref_count 0, poll events 0, active events 0
x
end
