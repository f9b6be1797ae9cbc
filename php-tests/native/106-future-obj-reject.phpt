--TEST--
native: a NEW_FUTURE_OBJ future rejected from C in another coroutine (and another from a C timer): await() throws the exception, catch() recovers, map() passes the error on, finally() runs, isCompleted() is true
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

$s = native_future_new(false, false);
$f = native_future_obj($s);
$c = $f->catch(fn($e) => 'caught ' . $e->getMessage());
$m = $f->map(fn($v) => 'never');
$fin = $f->finally(function () { echo "finally ran\n"; });
$co = spawn(function () use ($s) {
    delay(5);
    return native_future_reject($s, new LogicException('nope'));
});
try {
    await($f);
} catch (LogicException $e) {
    echo "await threw: ", $e->getMessage(), "\n";
}
var_dump($f->isCompleted(), await($co), await($c));
try { await($m); } catch (LogicException $e) { echo "map passed on: ", $e->getMessage(), "\n"; }
try { await($fin); } catch (LogicException $e) { echo "finally passed on: ", $e->getMessage(), "\n"; }
native_future_release($s);

$t = native_future_new(false, false);
$g = native_future_obj($t);
native_future_complete_after($t, 5, new DomainException('from timer'));
try { await($g); } catch (DomainException $e) { echo "timer rejection: ", $e->getMessage(), "\n"; }
native_future_release($t);
echo "done\n";
?>
--EXPECT--
await threw: nope
finally ran
bool(true)
bool(true)
string(11) "caught nope"
map passed on: nope
finally passed on: nope
timer rejection: from timer
done
