--TEST--
native: ZEND_ASYNC_RESUME_WITH_ERROR throws the error at the suspension point, the same object, with transfer false (a reference of its own) and true (the caller's taken over); the caller's object keeps its count either way
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
foreach ([false, true] as $transfer) {
    $e = new RuntimeException("boom " . var_export($transfer, true));
    $c = spawn(function () {
        try {
            native_suspend(['event' => true]);
            return null;
        } catch (Throwable $t) {
            echo "caught ", get_class($t), ": ", $t->getMessage(), "\n";
            return $t;
        }
    });
    delay(5);
    var_dump(native_resume($e, $transfer));
    $t = await($c);
    var_dump($t === $e);
    unset($t, $c);
    $w = WeakReference::create($e);
    unset($e);
    var_dump($w->get() === null);
}
?>
--EXPECT--
bool(true)
caught RuntimeException: boom false
bool(true)
bool(true)
bool(true)
caught RuntimeException: boom true
bool(true)
bool(true)
