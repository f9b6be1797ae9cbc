--TEST--
native: an Async\Timeout's event is its timer's zend_async_event_t (ZEND_ASYNC_OBJECT_TO_EVENT): C reads its info, start and CLOSED, lists a waker's resume_when beside PHP's awaiters in that one record (callbacks.length), and all are woken in the order they joined when the timer fires; the closed record replays
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend, timeout};

$t = timeout(500);
var_dump(native_live_info($t));
$p = native_live_probe($t);
var_dump($p['closed'], $p['callbacks'], $p['is_object']);
$a = spawn(function () use ($t) { await($t); native_live_note('php A: resumed'); });
suspend();
$b = native_live_c_wait($t, 'c B');
suspend();
$d = spawn(function () use ($t) { await($t); native_live_note('php D: resumed'); });
suspend();
$p = native_live_probe($t);
var_dump($p['closed'], $p['callbacks']);
await($a); await($b); await($d);
print_r(native_live_log());
$p = native_live_probe($t);
var_dump($p['closed'], $p['callbacks'], $p['replay']);
var_dump(native_live_info($t)['started']);
echo "done\n";
?>
--EXPECT--
array(2) {
  ["info"]=>
  string(16) "a timer (500 ms)"
  ["started"]=>
  bool(true)
}
bool(false)
int(0)
bool(false)
bool(false)
int(3)
Array
(
    [0] => php A: resumed
    [1] => c B: resumed (in its waker's events: yes, joined as callback 2, closed: yes)
    [2] => php D: resumed
)
bool(true)
int(0)
bool(true)
bool(false)
done
