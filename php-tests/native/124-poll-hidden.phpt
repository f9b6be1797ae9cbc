--TEST--
native: a HIDDEN C poll on an fd whose registration it shares with true_async's own waits does not hold the loop (ZEND_ASYNC_REACTOR_LOOP_ALIVE false) nor count in ZEND_ASYNC_ACTIVE_EVENT_COUNT, yet is still told of readiness; a coroutine reading the fd holds the loop while it waits, a non-hidden poll on the same fd holds it while started
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

function show(string $what) {
    echo $what, ": loop alive ", var_export(native_loop_alive(), true), "\n";
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
delay(1);
show("nothing started");
$h = native_poll($b, 1);
native_event($h, 'print');
native_event($h, 'hide');
native_event($h, 'start');
echo "hidden poll started, active events: ", native_event($h, 'state')['active_events'], "\n";
show("hidden poll");
$c = spawn(fn() => fread($b, 10));
delay(5);
show("a coroutine reads the fd too");
fwrite($a, "x");
var_dump(await($c));
show("the read is over");
$v = native_poll($b, 1);
native_event($v, 'start');
echo "plain poll started, active events: ", native_event($v, 'state')['active_events'], "\n";
show("plain poll");
native_event($v, 'stop');
show("plain poll stopped");
fwrite($a, "y");
var_dump(fread($b, 10));
native_event($h, 'stop');
native_event($h, 'release');
native_event($v, 'release');
echo "end\n";
?>
--EXPECT--
nothing started: loop alive false
hidden poll started, active events: 0
hidden poll: loop alive false
a coroutine reads the fd too: loop alive true
poll#0 fired (1)
string(1) "x"
the read is over: loop alive false
plain poll started, active events: 1
plain poll: loop alive true
plain poll stopped: loop alive false
poll#0 fired (2)
string(1) "y"
end
