--TEST--
native: ZEND_ASYNC_SUSPEND from the main script (the scheduler launched first) parks main until another coroutine fires its event; main resumes with the event's result
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
Async\spawn(function () {
    echo "coroutine runs while main waits\n";
    native_fire("from a coroutine");
});
var_dump(native_suspend(['event' => true]));
echo "main goes on\n";
?>
--EXPECT--
coroutine runs while main waits
string(16) "from a coroutine"
main goes on
