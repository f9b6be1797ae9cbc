--TEST--
native: a second resume (with an error) of a waker its event already queued changes nothing: the coroutine gets the first result, no exception
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(fn() => native_suspend(['event' => true]));
delay(1);
var_dump(native_fire("first"));
var_dump(native_resume(new Exception("late")));
var_dump(await($c));
?>
--EXPECT--
bool(true)
bool(true)
string(5) "first"
