--TEST--
native: what PHP marks on a future (awaited, its error caught, ignored) is on its zend_future_t, where C reads it (ZEND_FUTURE_IS_USED, IS_EXCEPTION_CAUGHT, IS_IGNORED)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, suspend};

function marks(Future $f): string {
    $e = native_object_event($f);
    return sprintf("used=%d caught=%d ignored=%d\n", $e['used'], $e['caught'], $e['ignored']);
}

$s = new FutureState();
$f = new Future($s);
echo "fresh:    ", marks($f);
$f->ignore();
echo "ignored:  ", marks($f);

$s2 = new FutureState();
$f2 = new Future($s2);
$f2->catch(fn($e) => null)->ignore();
echo "catch():  ", marks($f2);

$s3 = new FutureState();
$f3 = new Future($s3);
$co = spawn(fn() => await($f3));
suspend();
echo "awaited:  ", marks($f3);
$s3->error(new RuntimeException("boom"));
try {
    await($co);
} catch (RuntimeException $e) {
    echo "caught ", $e->getMessage(), "\n";
}
echo "after:    ", marks($f3);
$s->complete(1);
$s2->complete(2);
?>
--EXPECT--
fresh:    used=0 caught=0 ignored=0
ignored:  used=1 caught=1 ignored=1
catch():  used=1 caught=1 ignored=0
awaited:  used=1 caught=0 ignored=0
caught boom
after:    used=1 caught=1 ignored=0
