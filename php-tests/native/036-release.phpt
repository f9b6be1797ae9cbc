--TEST--
native: ADD_REF/RELEASE on a reactor event: a dropped extra reference leaves it usable, the last release disposes it (callback disposed once, nothing fires after, valgrind sees no leak), also from inside its own callback
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
// A reference taken and dropped leaves the event alive; the last release
// disposes it (the record, its glue and its callback are freed: valgrind).
$t = native_timer(10, false);
echo "add_ref: ", native_event($t, 'add_ref'), "\n";
echo "del_ref: ", native_event($t, 'del_ref'), "\n";
echo native_event($t, 'info'), "\n";
native_event($t, 'start');
native_event($t, 'release');
print_r(native_event_log());
Async\delay(30);
echo "fires after release: ", count(native_event_log()), "\n";
// A periodic timer whose callback releases it at its second fire.
$p = native_timer(10, true);
native_event($p, 'stop_after', -2);
native_event($p, 'start');
Async\delay(60);
print_r(native_event_log());
try {
    native_event($p, 'state');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
add_ref: 2
del_ref: 1
a timer (10 ms)
Array
(
    [0] => callback of #0 disposed
)
fires after release: 0
Array
(
    [0] => periodic#0 fired (1), closed 0, loop_ref_count 1
    [1] => periodic#0 fired (2), closed 0, loop_ref_count 1
    [2] => callback of #0 disposed
)
native_event(): Argument #1 ($id) is not a live event id
