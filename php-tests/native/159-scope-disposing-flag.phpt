--TEST--
native: a scope's record says DISPOSING (ZEND_ASYNC_SCOPE_IS_DISPOSING) once a disposal began: dispose(), disposeSafely(), disposeAfterTimeout()'s time, the owning object's destruction; a plain cancel() is not a disposal
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay, suspend};

$body = function () {
    try {
        delay(5000);
        return "not cancelled";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled: " . $e->getMessage();
    }
};

foreach (['cancel', 'dispose', 'disposeSafely', 'disposeAfterTimeout', 'destruction'] as $how) {
    echo "-- $how\n";
    $scope = new Scope();
    $slot = native_scope_adopt($scope);
    native_scope_subscribe($slot);
    $co = $scope->spawn($body);
    suspend();
    match ($how) {
        'cancel' => $scope->cancel(),
        'dispose' => $scope->dispose(),
        'disposeSafely' => $scope->disposeSafely(),
        'disposeAfterTimeout' => $scope->disposeAfterTimeout(10),
        'destruction' => $scope = null,
    };
    if ($how === 'disposeSafely') {
        // A zombie runs on: it is cancelled only by the end of its wait.
        echo "zombie ", $co->isCompleted() ? "finished" : "running", "\n";
        $co->cancel();
    }
    echo await($co), "\n";
    echo implode("\n", native_scope_log()), "\n";
    native_scope_release($slot);
}
?>
--EXPECT--
-- cancel
cancelled: Scope was cancelled
Async\AsyncCancellation, cancelled
no error, cancelled, completed
no error, cancelled, closed, completed
-- dispose
cancelled: Scope was cancelled
Async\AsyncCancellation, disposing, cancelled
no error, disposing, cancelled, completed
no error, disposing, cancelled, closed, completed
-- disposeSafely
zombie running
cancelled: Coroutine cancelled
no error, disposing, cancelled, completed
Async\AsyncCancellation, disposing, cancelled, completed
no error, disposing, cancelled, completed
no error, disposing, cancelled, closed, completed
-- disposeAfterTimeout
cancelled: Scope has been disposed due to timeout
Async\AsyncCancellation, disposing, cancelled
no error, disposing, cancelled, completed
no error, disposing, cancelled, closed, completed
-- destruction
cancelled: Scope is being disposed due to object destruction
Async\AsyncCancellation, disposing, cancelled
no error, disposing, cancelled, completed
no error, disposing, cancelled, closed, completed
