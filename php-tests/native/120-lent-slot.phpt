--TEST--
native: a callback vector on a slot its event lends (capacity 1, as true_async's own events keep one so that a lone subscriber allocates nothing): push, notify, remove and free work on the slot, a second push copies it to a heap array, and a free leaves the slot alone
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (native_callbacks_lent_slot() as $line) {
    echo $line, "\n";
}
?>
--EXPECT--
a pushed: length 1, capacity 1, in the slot
a called (one)
a disposed
remove a: 1
a removed: length 0, capacity 1, in the slot
b pushed: length 1, capacity 1, in the slot
c pushed: length 2, capacity 4, on the heap
b called (two)
c called (two)
b disposed
c disposed
freed: length 0, capacity 0, no storage
d disposed
d freed: length 0, capacity 0, no storage
