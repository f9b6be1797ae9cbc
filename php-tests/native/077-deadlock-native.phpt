--TEST--
native: a coroutine waiting on a C waker whose event nobody fires is part of a deadlock; the report names its wait (the event's info) and it gets the AsyncCancellation at its suspension point
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
ini_set('async.debug_deadlock', '1');
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
Coroutine 2
  spawn: %s077-deadlock-native.php:3
  suspend: %s077-deadlock-native.php:5
  waiting for:
    - its waker's events (native code): native test event

=== DEADLOCK REPORT END ===
main: Deadlock detected
cancelled: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: %A
