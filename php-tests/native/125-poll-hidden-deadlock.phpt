--TEST--
native: a started HIDDEN C poll on a socket nobody writes to does not keep the scheduler waiting in the loop: a coroutine waiting on a C event nobody fires is reported as a deadlock (before, the poll's shared registration held the loop and the script hung)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$h = native_poll($b, 1);
native_event($h, 'hide');
native_event($h, 'start');
$c = Async\spawn(function () {
    try {
        native_suspend(['event' => true]);
    } catch (Async\AsyncCancellation $e) {
        echo "cancelled: ", $e->getMessage(), "\n";
    }
});
try {
    Async\await($c);
} catch (Async\AsyncCancellation $e) {
    echo "main: ", $e->getMessage(), "\n";
}
?>
--EXPECTF--
=== DEADLOCK REPORT START ===
Coroutines waiting: 2, active_events: 0
%A
=== DEADLOCK REPORT END ===
main: Deadlock detected
cancelled: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: %A
