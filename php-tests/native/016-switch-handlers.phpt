--TEST--
native: a coroutine's switch handlers run in registration order for ENTER, LEAVE and FINISH; false removes one; a repeated handler keeps its index; nothing is added while they run; a vector emptied by a call is freed
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (native_switch_handlers() as $line) {
    echo $line, "\n";
}
?>
--EXPECTF--
Warning: Cannot add a NULL switch handler or add one to no coroutine in %s on line %d

Warning: Cannot add a switch handler while the coroutine's switch handlers run in %s on line %d
indexes: null 0, a 0, b 1, a again 0
a:enter
b:enter
a:leave
b:leave
a:enter
length 1
adder index 1
a:leave
adder:leave
adder: add during the call gave 0
length 1
remove 5: 0, remove 0: 1, length 0
destroyed: no vector
a:finish
once:finish
a:enter
once:leave
emptied by a call: vector freed
