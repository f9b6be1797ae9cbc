--TEST--
native: a coroutine's completion event is its zend_coroutine_t's event: PHP awaiters (Async\await) and a C waker's resume_when are listed in that one record (C reads callbacks.length, CLOSED, ZEND_OBJ, the object back, replay), the event is in the C waiter's waker events, and all are woken in the order they joined, C's in between PHP's
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

$x = spawn(function () { delay(20); return 'x done'; });
$a = spawn(function () use ($x) { await($x); native_live_note('php A: resumed'); });
suspend();
$b = native_live_c_wait($x, 'c B');
suspend();
$d = spawn(function () use ($x) { await($x); native_live_note('php D: resumed'); });
suspend();
$p = native_live_probe($x);
var_dump($p['closed'], $p['callbacks'], $p['is_object'], $p['same_object']);
var_dump(await($x));
await($a); await($b); await($d);
print_r(native_live_log());
$p = native_live_probe($x);
var_dump($p['closed'], $p['callbacks'], $p['replay'], $p['replayed']);
echo "done\n";
?>
--EXPECT--
bool(false)
int(3)
bool(true)
bool(true)
string(6) "x done"
Array
(
    [0] => php A: resumed
    [1] => c B: resumed (in its waker's events: yes, joined as callback 2, closed: yes)
    [2] => php D: resumed
)
bool(true)
int(0)
bool(true)
string(6) "x done"
done
