--TEST--
native: ZEND_ASYNC_NEW_COROUTINE + ZEND_ASYNC_ENQUEUE_COROUTINE queue a C-entry coroutine; one spawned later with ZEND_COROUTINE_HI_PRIORITY runs before it; a second enqueue, or one of a coroutine never made by NEW_COROUTINE, is refused
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$a = native_c_new(1, "normal-1");
$b = native_c_new(2, "normal-2");
try {
    native_c_enqueue_last();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
$c = native_c_spawn(3, false, 255, "hi");
$d = native_c_spawn(4, false, 0, "normal-3");
var_dump(await($a) + await($b) + await($c) + await($d));
var_dump(native_c_order());
// Made but not queued: it runs only once enqueued.
$e = native_c_new(5, "late", false);
Async\suspend();
var_dump(native_c_order(), $e->isStarted());
var_dump(native_c_enqueue_last());
var_dump(await($e), native_c_order());
native_c_last(true);
?>
--EXPECT--
ZEND_ASYNC_ENQUEUE_COROUTINE: not a coroutine made by ZEND_ASYNC_NEW_COROUTINE, or already queued
int(10)
array(4) {
  [0]=>
  string(2) "hi"
  [1]=>
  string(8) "normal-1"
  [2]=>
  string(8) "normal-2"
  [3]=>
  string(8) "normal-3"
}
array(0) {
}
bool(false)
bool(true)
int(5)
array(1) {
  [0]=>
  string(4) "late"
}
