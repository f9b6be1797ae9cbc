--TEST--
native: bad uses of a C future do not crash: ZEND_FUTURE_COMPLETE with a NULL value completes with null, ZEND_FUTURE_REJECT with NULL does nothing, C completing after every PHP object on it is gone still works, NEW_FUTURE_OBJ after that gives a completed future, and a future whose objects were never awaited goes without a warning when C made it
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$s = native_future_new();
var_dump(native_future_reject($s, null));
var_dump(native_future_complete($s, 'ignored', true));
var_dump(native_future_log()[0]['result'], native_future_info($s)['result']);
native_future_release($s);

$s = native_future_new(false, false);
$f = native_future_obj($s);
$m = $f->map(fn($v) => $v * 2);
unset($f);
var_dump(native_future_complete($s, 21));
var_dump(await($m));
$again = native_future_obj($s);
var_dump($again->isCompleted(), await($again));
native_future_release($s);

$s = native_future_new(false, false);
$unused = native_future_obj($s);
unset($unused);
native_future_release($s);

$s = native_future_new(false, false);
native_future_obj($s);
echo "done\n";
?>
--EXPECT--
bool(false)
bool(true)
NULL
NULL
bool(true)
int(42)
bool(true)
int(21)
done
