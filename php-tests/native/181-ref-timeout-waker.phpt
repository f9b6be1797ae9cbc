--TEST--
native: a C-entry coroutine waiting with a waker (zend_async_resume_when) on an Async\Timeout's timer record keeps the record through the waker's own reference after PHP dropped the object and C's other reference went: the timer fires and resumes it; a cancelled Timeout dropped while C holds its record never fires (valgrind: no invalid read, no leak)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay, suspend, timeout};

$t = timeout(30);
$s = native_ref_take($t);
$w = native_ref_wait($s);
suspend(); // the waiter joins the record
native_ref_release($s);
unset($t);
gc_collect_cycles();
await($w);
print_r(native_ref_log());

$t = timeout(20);
$s = native_ref_take($t);
$t->cancel();
unset($t);
gc_collect_cycles();
var_dump(native_ref_listen($s, 3));
delay(60);
$st = native_ref_state($s);
var_dump($st['closed'], $st['callbacks']);
native_ref_release($s);
print_r(native_ref_log());
echo "done\n";
?>
--EXPECT--
Array
(
    [0] => waiter resumed: closed yes, error none
)
bool(true)
bool(false)
int(1)
Array
(
)
done
