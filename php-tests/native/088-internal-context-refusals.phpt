--TEST--
native: the internal context refuses a NULL coroutine (set false, find NULL, unset false, as TrueAsync 0.23) and keys that were never allocated (key 0, an unknown number); unset of a key never set is false
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await};
await(spawn(function () {
    echo "NULL coroutine: ";
    var_dump(native_ictx('set', 0, false, 1), native_ictx('find', 0, false), native_ictx('unset', 0, false));
    echo "unknown key: ";
    var_dump(native_ictx('set', 2, null, 1), native_ictx('find', 2));
    echo "key 0: ";
    var_dump(native_ictx('set', 3, null, 1), native_ictx('find', 3));
    echo "unset never set: ";
    var_dump(native_ictx('unset', 0));
    echo "a valid key still works: ";
    var_dump(native_ictx('set', 0, null, 7), native_ictx('find', 0)[0]);
}));
?>
--EXPECT--
NULL coroutine: bool(false)
array(0) {
}
bool(false)
unknown key: bool(false)
array(0) {
}
key 0: bool(false)
array(0) {
}
unset never set: bool(false)
a valid key still works: bool(true)
int(7)
