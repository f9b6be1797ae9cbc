--TEST--
native: a C-entry coroutine waits with one waker for a timer event and a poll event on a socket pair (resume_when on both, one ZEND_ASYNC_SUSPEND until its callback saw both); triggered_events in firing order; clean unsubscribes both
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$co = native_c_wait_both(30, $b);
fwrite($a, "x");
print_r(Async\await($co));
// The timer first when nothing is written until after it.
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$co = native_c_wait_both(1, $b);
Async\delay(20);
fwrite($a, "y");
echo implode(",", Async\await($co)['triggered']), "\n";
?>
--EXPECT--
Array
(
    [events_before] => 2
    [triggered] => Array
        (
            [0] => poll
            [1] => timer
        )

    [status] => 4
    [events_after] => 0
)
timer,poll
