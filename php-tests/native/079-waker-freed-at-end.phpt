--TEST--
native: a coroutine that ends without cleaning its waker (cancelled, or returning) has it destroyed with the coroutine: the event the waker held is released then (disposed once), nothing leaks
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () {
    native_suspend(['event' => true, 'clean' => false]);
    // ours, the waker's trigger, its triggered_events entry
    echo "after the wait, the waker still holds its event: ", native_custom_state()['ref_count'], " refs\n";
    return 1;
});
delay(5);
native_fire(null);
delay(1);
$before = native_custom_state()['disposed'];
// A new custom event replaces (and releases) ours: only the waker's reference is left.
$d = spawn(fn() => native_suspend(['event' => true]));
delay(1);
await($c);
echo "disposed by the end of the first coroutine: ", native_custom_state()['disposed'] - $before, "\n";
native_fire(2);
var_dump(await($d));
?>
--EXPECT--
after the wait, the waker still holds its event: 3 refs
disposed by the end of the first coroutine: 1
int(2)
