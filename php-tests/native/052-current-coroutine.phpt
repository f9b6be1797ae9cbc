--TEST--
native: ZEND_ASYNC_CURRENT_COROUTINE is NULL before the scheduler launches, main's record (MAIN flag, = ZEND_ASYNC_MAIN_COROUTINE) in the script after, and inside each PHP coroutine the record whose object (ZEND_ASYNC_EVENT_TO_OBJECT) is Async\current_coroutine(), across switches
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};

$before = native_c_current();
var_dump($before['null'], $before['scheduler_active']);

$body = function (string $name) {
    $seen = [];
    for ($i = 0; $i < 3; $i++) {
        $c = native_c_current();
        $seen[] = !$c['null'] && !$c['main'] && !$c['is_main_coroutine'] && $c['started']
            && $c['object_id'] === spl_object_id(current_coroutine());
        suspend();
    }
    return "$name: " . json_encode($seen);
};
$a = spawn($body, 'a');
$b = spawn($body, 'b');
var_dump(await($a), await($b));
$main = native_c_current();
var_dump($main['main'], $main['is_main_coroutine'], $main['started']);
var_dump($main['object_id'] === spl_object_id(current_coroutine()));
var_dump(in_array($main['object_id'], [spl_object_id($a), spl_object_id($b)], true));
?>
--EXPECT--
bool(true)
bool(false)
string(19) "a: [true,true,true]"
string(19) "b: [true,true,true]"
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
