--TEST--
native: a C reference (ZEND_ASYNC_OBJECT_TO_EVENT + ZEND_ASYNC_EVENT_ADD_REF) on an Async\Future's zend_future_t keeps the record after PHP dropped the Future object (unset, cycles collected): C listens, the FutureState completes it and C hears it; a waker waiting on it is resumed; with every PHP holder gone (never completed) the record stays readable until the last RELEASE frees it (valgrind: no invalid read, no leak)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, suspend};

$state = new Async\FutureState();
$f = new Async\Future($state);
$f->ignore(); // C's listener and waiter mark nothing on it
$s = native_ref_take($f);
var_dump(native_ref_state($s)['refcount']);
unset($f);
gc_collect_cycles();
var_dump(native_ref_listen($s, 1));
$w = native_ref_wait($s);
suspend();
$state->complete(42);
await($w);
print_r(native_ref_log());
var_dump(native_ref_state($s)['closed']);
native_ref_release($s);
unset($state);

$state = new Async\FutureState();
$f = new Async\Future($state);
$f->ignore();
$s = native_ref_take($f);
unset($f, $state);
gc_collect_cycles();
$st = native_ref_state($s);
var_dump($st['closed'], $st['callbacks'], $st['refcount']);
var_dump(native_ref_listen($s, 2));
native_ref_release($s);
print_r(native_ref_log());
echo "done\n";
?>
--EXPECT--
int(1)
bool(true)
Array
(
    [0] => C1 heard: closed yes, error none
    [1] => waiter resumed: closed yes, error none
)
bool(true)
bool(false)
int(0)
int(1)
bool(true)
Array
(
)
done
