--TEST--
native: a PHP callable as the body of a coroutine made in C (ZEND_ASYNC_NEW_COROUTINE, fcall from ZEND_ASYNC_FCALL_DEFINE with positional and named arguments, ZEND_ASYNC_ENQUEUE_COROUTINE): its return value is the result, its exception the failure; cancelled before it starts, the body never runs and the fcall is released
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay};
$co = native_php_new(function (int $a, int $b, string $tag = '') { delay(1); echo "in body: ", Async\current_coroutine() !== null ? "coroutine" : "?", " $tag\n"; return $a + $b; }, 2, 3, tag: 'named');
var_dump($co instanceof Async\Coroutine);
var_dump(await($co));
$co = native_php_new(fn() => throw new LogicException("from the body"));
try { await($co); } catch (LogicException $e) { echo "await: ", $e->getMessage(), "\n"; }
$co = native_php_new(fn() => print("never\n"));
$co->cancel();
try { await($co); } catch (Async\AsyncCancellation $e) { echo "cancelled before start: ", $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
in body: coroutine named
int(5)
await: from the body
cancelled before start: Coroutine cancelled
