--TEST--
native: ZEND_ASYNC_SCOPE_CANCEL from C on a ZEND_ASYNC_NEW_SCOPE scope (no object): a PHP coroutine spawned into it catches AsyncCancellation "Scope was cancelled", one not yet started never runs; with is_safely a started coroutine runs on (a zombie) and ends normally; the scope event's C subscriber is told of the cancellation (with the reason) and of the completion; the record stays readable (closed) until SCOPE_RELEASE
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay, suspend};

$s = native_scope_new(false, false);
$i = native_scope_slot($s);
echo "parent_null ", json_encode($i['parent_null']), ", object ", json_encode($i['object']), ", request_is_main ", json_encode($i['request_is_main']), "\n";
var_dump(native_scope_subscribe($s));
$body = function (string $name) {
    try {
        delay(5000);
        return "$name: not cancelled";
    } catch (Async\AsyncCancellation $e) {
        return "$name: " . get_class($e) . ": " . $e->getMessage();
    }
};
$a = native_scope_spawn($s, null, $body, "a");
suspend();
$b = native_scope_spawn($s, null, $body, "b");
var_dump(native_scope_cancel($s, false));
echo await($a), "\n";
try {
    await($b);
} catch (Async\AsyncCancellation $e) {
    echo "b never ran: ", $e->getMessage(), "\n";
}
$i = native_scope_slot($s);
echo "cancelled ", json_encode($i['cancelled']), ", closed ", json_encode($i['closed']), "\n";
echo implode("\n", native_scope_log()), "\n";
native_scope_release($s);

echo "-- safely\n";
$s = native_scope_new(false, true);
$z = native_scope_spawn($s, null, function () { delay(30); return "zombie finished"; });
suspend();
native_scope_cancel($s, true);
$i = native_scope_slot($s);
echo "cancelled ", json_encode($i['cancelled']), ", completed ", json_encode($i['completed']), "\n";
echo await($z), "\n";
native_scope_release($s);
?>
--EXPECT--
parent_null true, object null, request_is_main true
bool(true)
bool(true)
a: Async\AsyncCancellation: Scope was cancelled
b never ran: Scope was cancelled
cancelled true, closed true
Async\AsyncCancellation, cancelled
no error, cancelled, completed
no error, cancelled, closed, completed
-- safely
cancelled true, completed true
zombie finished
