--TEST--
native: a C reference (ZEND_ASYNC_OBJECT_TO_EVENT + ZEND_ASYNC_EVENT_ADD_REF) on an Async\Timeout's timer record keeps the record after PHP dropped the object (unset, cycles collected): C reads it (still started, its info), listens on it, the timer still fires and closes it, C's callback hears it, and the last RELEASE frees it; a held timer released before it fires stops (valgrind: no invalid read, no leak)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{delay, timeout};

$t = timeout(30);
$s = native_ref_take($t);
var_dump(native_ref_state($s)['refcount']);
unset($t);
gc_collect_cycles();
$st = native_ref_state($s);
var_dump($st['closed'], $st['started'], $st['info'], $st['refcount']);
var_dump(native_ref_listen($s, 1));
var_dump(native_ref_state($s)['callbacks']);
$start = hrtime(true);
delay(200);
print_r(native_ref_log());
$st = native_ref_state($s);
var_dump($st['closed'], $st['callbacks'], $st['started']);
native_ref_release($s);

// Held, never heard: released before it fires, it stops and goes.
$t = timeout(60000);
$s = native_ref_take($t);
unset($t);
gc_collect_cycles();
var_dump(native_ref_listen($s, 2));
native_ref_release($s);
delay(10);
print_r(native_ref_log());

// C lets go of its last reference from inside its callback, while the
// timer closes the record.
$t = timeout(20);
$s = native_ref_take($t);
unset($t);
var_dump(native_ref_listen($s, -3));
delay(60);
print_r(native_ref_log());
echo "done\n";
?>
--EXPECT--
int(2)
bool(false)
bool(true)
string(15) "a timer (30 ms)"
int(1)
bool(true)
int(1)
Array
(
    [0] => C1 heard: closed yes, error none
)
bool(true)
int(0)
bool(false)
bool(true)
Array
(
)
bool(true)
Array
(
    [0] => C-3 heard: closed yes, error none
)
done
