--TEST--
native: ZEND_ASYNC_SPAWN() makes a C-entry coroutine (internal_entry reads extended_data through ZEND_ASYNC_CURRENT_COROUTINE); PHP awaits the object ZEND_ASYNC_EVENT_TO_OBJECT gives and gets the value the entry left in the coroutine's result
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$value = ['answer' => random_int(40, 49), 'list' => [1, 2, 3]];
$co = native_c_spawn($value);
var_dump($co instanceof Async\Coroutine, $co->isStarted());
$got = await($co);
var_dump($got === $value, $co->isCompleted(), $co->getResult() === $value);
$s = new stdClass;
$same = await(native_c_spawn($s));
var_dump($same === $s);
native_c_last(true);
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
