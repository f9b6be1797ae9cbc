--TEST--
native: a C reference (ZEND_ASYNC_EVENT_ADD_REF) on a PHP-made future's record keeps the future itself once PHP dropped the Future and FutureState objects: C's ZEND_FUTURE_COMPLETE still runs the future's map() continuation, ZEND_ASYNC_NEW_FUTURE_OBJ gives an object on it that awaits the value, and C's last RELEASE lets it go (valgrind: no invalid read, no leak)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$state = new Async\FutureState();
$f = new Async\Future($state);
$m = $f->map(function ($v) { echo "mapped $v\n"; return $v * 2; });
$a = native_future_adopt($f, false);
unset($f, $state);
gc_collect_cycles();
var_dump(native_future_complete($a, 5));
var_dump(await($m));
$o = native_future_obj($a);
var_dump(await($o));
unset($o);
native_future_release($a);
echo "done\n";
?>
--EXPECT--
bool(true)
mapped 5
int(10)
int(5)
done
