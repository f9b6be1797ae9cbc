--TEST--
native: ZEND_ASYNC_OBJECT_TO_EVENT on an Async\Coroutine object gives its zend_coroutine_t, also for a queued PHP coroutine that had none yet (made on demand, the same one afterwards and once it runs); ZEND_ASYNC_EVENT_TO_OBJECT leads back to the object, whose refcount is the event's; inside a coroutine it is ZEND_ASYNC_CURRENT_COROUTINE
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

$co = spawn(function () {
    $me = native_c_object_event(current_coroutine());
    return [$me['is_current'], $me['started'], $me['finished']];
});
$queued = native_c_object_event($co);
unset($queued['refcount']);
echo json_encode($queued), "\n";
$rc = native_c_object_event($co)['refcount'];
$extra = $co;
var_dump(native_c_object_event($co)['refcount'] === $rc + 1);
unset($extra);
echo json_encode(await($co)), "\n";
$done = native_c_object_event($co);
unset($done['refcount']);
echo json_encode($done), "\n";
$c = native_c_spawn(1);
native_c_last(true);
echo json_encode(native_c_object_event($c)['round_trip']), "\n";
?>
--EXPECT--
{"event":true,"round_trip":true,"is_current":false,"same_again":true,"started":false,"finished":false}
bool(true)
[true,true,false]
{"event":true,"round_trip":true,"is_current":false,"same_again":true,"started":true,"finished":true}
true
