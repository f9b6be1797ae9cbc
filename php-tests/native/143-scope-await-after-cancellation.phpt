--TEST--
native: ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION is Scope::awaitAfterCancellation() for C: the calling coroutine waits until every coroutine of the cancelled scope ended (one still in its finally block included), the error handler gets each failure with the Scope, without one the failure is thrown; a cancellation coroutine that ends first ends the wait (OperationCanceledException); a scope not cancelled, an awaiter that is not the current coroutine a cancellation event without an object, or whose object is no Completable, are refused
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, delay};

function fill(Scope $scope, array &$log): void {
    $scope->spawn(function () use (&$log) {
        try { delay(5000); } finally { delay(30); $log[] = 'slow finally done'; }
    });
    $scope->spawn(function () {
        try { delay(5000); } catch (Async\AsyncCancellation) { throw new RuntimeException('worker failed'); }
    });
}

await(spawn(function () {
    $log = [];
    $scope = new Scope();
    fill($scope, $log);
    delay(1);
    try {
        native_scope_await_after_cancellation($scope);
    } catch (Async\AsyncException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $scope->cancel();
    $ok = native_scope_await_after_cancellation($scope, function (Throwable $e, Scope $s) use ($scope, &$log) {
        $log[] = get_class($e) . ': ' . $e->getMessage() . ($s === $scope ? ' (this scope)' : '');
    });
    var_dump($ok, $scope->isFinished());
    echo implode("\n", $log), "\n";

    $log = [];
    $scope = new Scope();
    fill($scope, $log);
    delay(1);
    $scope->cancel();
    try {
        native_scope_await_after_cancellation($scope);
    } catch (RuntimeException $e) {
        echo "thrown: ", $e->getMessage(), "\n";
    }

    $log = [];
    $scope = new Scope();
    $scope->spawn(function () { try { delay(5000); } finally { delay(300); } });
    delay(1);
    $scope->cancel();
    $token = spawn(function () { delay(20); });
    $t = microtime(true);
    try {
        native_scope_await_after_cancellation($scope, null, $token);
    } catch (Async\OperationCanceledException $e) {
        echo get_class($e), ' after less than 200 ms: ', var_export(microtime(true) - $t < 0.2, true), "\n";
    }
    try {
        // A scope's record leads to its Scope object, which is no Completable.
        native_scope_await_after_cancellation($scope, null, new Scope());
    } catch (Async\AsyncException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    foreach ([[false, false], [true, true]] as [$current, $bare]) {
        try {
            native_scope_await_after_cancellation($scope, null, null, !$current && !$bare ? false : true, $bare);
        } catch (Error $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}));
?>
--EXPECT--
Async\AsyncException: Attempt to await a Scope that has not been cancelled
bool(true)
bool(true)
RuntimeException: worker failed (this scope)
slow finally done
thrown: worker failed
Async\OperationCanceledException after less than 200 ms: true
Async\AsyncException: ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the cancellation must be an Async\Completable
Error: ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the awaiter must be the current coroutine
Error: ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the cancellation must be an event with an object (a coroutine's)
