--TEST--
native: ZEND_ASYNC_NEW_POLL_PROXY_EVENT is provided; a NULL poll event, or an event of another kind, is refused with an Error (no crash, nothing held); a started proxy with an empty mask is never told and leaves its started poll watching nothing; the poll's own callbacks hear its readiness (for its own events) once none of its proxies is started
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$p = native_poll($b, 1);
$t = native_timer(1000, false);
foreach ([null, $t] as $bad) {
    try {
        native_poll_proxy($bad, 1);
        echo "made?\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "timer ref_count: ", native_event($t, 'state')['ref_count'], "\n";
native_event($t, 'release');
native_event_log();

$none = native_poll_proxy($p, 0);
$s = native_poll_proxy_state($none);
echo "provided: ", var_export($s['provided'], true), ", poll ref_count {$s['poll_ref_count']}\n";

echo "-- the poll started (READABLE), an empty-mask proxy started: the poll watches the proxies' union, nobody is told\n";
native_event($p, 'start');
native_event($none, 'start');
fwrite($a, "x");
Async\delay(20);
$s = native_poll_proxy_state($none);
echo "log: ", count(native_event_log()), " lines, poll events {$s['poll_events']}, poll triggered {$s['poll_triggered_events']}\n";

echo "-- the proxy stopped: the poll's own events again, its own callback hears\n";
native_event($none, 'stop');
native_event($p, 'stop_after', 1);
Async\delay(20);
print_r(native_event_log());
native_event($none, 'release');
native_event($p, 'release');
print_r(native_event_log());
echo fread($b, 1), "\n";
?>
--EXPECT--
Error: Cannot create the poll proxy event: no poll event given
Error: Cannot create the poll proxy event: the event is not a poll event of this reactor
timer ref_count: 1
provided: true, poll ref_count 2
-- the poll started (READABLE), an empty-mask proxy started: the poll watches the proxies' union, nobody is told
log: 0 lines, poll events 0, poll triggered 0
-- the proxy stopped: the poll's own events again, its own callback hears
Array
(
    [0] => poll#0 fired (1): triggered_events 1
)
Array
(
    [0] => callback of #1 disposed
    [1] => callback of #0 disposed
)
x
