--TEST--
native: a PHP callable body set through co->fcall suspends like any coroutine (delay interleaves it with others) and is cancelled like one: cancel() makes AsyncCancellation surface at its suspension point, await() reports it
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

$log = [];
$a = native_php_spawn(function () use (&$log) { $log[] = 'a1'; delay(200); $log[] = 'a2'; return 'a'; });
$b = spawn(function () use (&$log) { $log[] = 'b1'; delay(5); $log[] = 'b2'; return 'b'; });
var_dump(await($a), await($b));
echo implode(' ', $log), "\n";

$w = native_php_spawn(function () {
    try {
        delay(10000);
    } catch (Async\AsyncCancellation $e) {
        echo "cancelled inside: ", get_class($e), "\n";
        throw $e;
    } finally {
        echo "finally runs\n";
    }
});
delay(1);
$w->cancel();
try {
    await($w);
} catch (Async\AsyncCancellation $e) {
    echo "await: cancelled\n";
}
var_dump($w->isCancelled());
?>
--EXPECT--
string(1) "a"
string(1) "b"
a1 b1 b2 a2
cancelled inside: Async\AsyncCancellation
finally runs
await: cancelled
bool(true)
