--TEST--
native: a C reference (ZEND_ASYNC_OBJECT_TO_EVENT + ZEND_ASYNC_EVENT_ADD_REF) on an Async\Coroutine's record is a reference on the object (ZEND_OBJ): after PHP dropped the object (unset, cycles collected, also a coroutine whose closure holds its own object) C reads the record, listens on it, hears the coroutine end, waits on it with a waker, and the last RELEASE frees it (valgrind: no invalid read, no leak)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay, spawn, suspend};

$co = spawn(function () { delay(20); return 'r'; });
$s = native_ref_take($co);
$rc = native_ref_state($s)['refcount'];
unset($co);
gc_collect_cycles();
var_dump(native_ref_state($s)['refcount'] === $rc - 1);
var_dump(native_ref_listen($s, 1));
$w = native_ref_wait($s);
delay(80);
await($w);
print_r(native_ref_log());
$st = native_ref_state($s);
var_dump($st['closed'], $st['callbacks']);
native_ref_release($s);

// In a cycle with its own closure: the collector leaves it to C.
$co = spawn(function () use (&$co) { suspend(); return 1; });
$s = native_ref_take($co);
unset($co);
gc_collect_cycles();
var_dump(native_ref_listen($s, 2));
delay(10);
gc_collect_cycles();
print_r(native_ref_log());
var_dump(native_ref_state($s)['closed']);
native_ref_release($s);
gc_collect_cycles();
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
Array
(
    [0] => C1 heard: closed yes, error none
    [1] => waiter resumed: closed yes, error none
)
bool(true)
int(0)
bool(true)
Array
(
    [0] => C2 heard: closed yes, error none
)
bool(true)
done
