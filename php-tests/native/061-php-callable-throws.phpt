--TEST--
native: an exception thrown by a PHP callable body set through co->fcall is the coroutine's failure: await() rethrows the same object, getException() returns it, other coroutines are not disturbed
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn};

$e0 = new RuntimeException('from the body', 42);
$co = native_php_spawn(function () use ($e0) { throw $e0; });
$other = spawn(fn() => 'other ok');
try {
    await($co);
    echo "not reached\n";
} catch (RuntimeException $e) {
    var_dump($e === $e0, $e->getMessage(), $e->getCode());
}
var_dump($co->isCompleted(), $co->getException() === $e0);
var_dump(await($other));
// A callable that needs an argument C did not give: the TypeError is the failure.
try {
    await(native_php_spawn(fn(int $x) => $x));
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
bool(true)
string(13) "from the body"
int(42)
bool(true)
bool(true)
string(8) "other ok"
ArgumentCountError
