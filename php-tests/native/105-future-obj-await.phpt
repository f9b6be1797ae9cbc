--TEST--
native: ZEND_ASYNC_NEW_FUTURE_OBJ gives an Async\Future on C's future; await() suspends until a C timer's callback completes it and gets the value; isCompleted(), map() and finally() behave as for a FutureState's future; ZEND_ASYNC_OBJECT_TO_EVENT on the object gives the record back, and a second object names the same record
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn};

$s = native_future_new();
$f = native_future_obj($s);
var_dump($f instanceof Async\Future, $f instanceof Async\Completable);
var_dump(native_future_same($s, $f), $f->isCompleted());
$m = $f->map(fn($v) => strtoupper($v));
$fin = $f->finally(function () { echo "finally ran\n"; });
var_dump(native_future_complete_after($s, 20, 'from timer'));
$co = spawn(fn() => 'other coroutine ran while waiting');
var_dump(await($f));
var_dump($f->isCompleted(), await($m), await($fin), await($co));
$again = native_future_obj($s);
var_dump(native_future_same($s, $again), $again->isCompleted(), await($again));
var_dump(native_future_log());
native_future_release($s);
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
string(10) "from timer"
finally ran
bool(true)
string(10) "FROM TIMER"
string(10) "from timer"
string(33) "other coroutine ran while waiting"
bool(true)
bool(true)
string(10) "from timer"
array(1) {
  [0]=>
  array(4) {
    ["slot"]=>
    int(0)
    ["completed"]=>
    bool(true)
    ["result"]=>
    string(10) "from timer"
    ["exception"]=>
    NULL
  }
}
done
