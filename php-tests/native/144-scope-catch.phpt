--TEST--
native: ZEND_ASYNC_SCOPE_CATCH offers an error to a scope as a coroutine's uncaught failure would be: the scope's handler takes it (true, the scope runs on); a scope without handlers is cancelled (its coroutines get "Coroutine cancelled") and the error climbs to its parent's child handler; taken by nobody, the scope is cancelled and false comes back; with a from_scope the child handler is asked before the scope's own
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, delay};

await(spawn(function () {
    // 1: the scope's own handler takes it.
    $scope = new Scope();
    $scope->setExceptionHandler(function (Scope $s, Async\Coroutine $c, Throwable $e) {
        echo "handler: ", $e->getMessage(), "\n";
    });
    $worker = $scope->spawn(fn() => delay(5000));
    delay(1);
    var_dump(native_scope_catch($scope, new RuntimeException('taken'), $worker));
    var_dump($scope->isCancelled());

    // 2: a child without handlers: cancelled, the error climbs to the parent's child handler.
    $parent = new Scope();
    $parent->setChildScopeExceptionHandler(function (Scope $s, Async\Coroutine $c, Throwable $e) {
        echo "child handler of the parent: ", $e->getMessage(), "\n";
    });
    $child = Scope::inherit($parent);
    $w = $child->spawn(function () {
        try { delay(5000); } catch (Async\AsyncCancellation $e) { echo "child worker: ", $e->getMessage(), "\n"; }
    });
    delay(1);
    var_dump(native_scope_catch($child, new LogicException('climbs'), $w));
    var_dump($child->isCancelled(), $parent->isCancelled());
    delay(1);

    // 3: nobody takes it: the scope is cancelled, false.
    $lone = new Scope();
    $lone->spawn(fn() => delay(5000));
    delay(1);
    var_dump(native_scope_catch($lone, new Exception('nobody')));
    var_dump($lone->isCancelled());

    // 4: from below: the child handler is asked first.
    $p = new Scope();
    $p->setChildScopeExceptionHandler(function ($s, $c, Throwable $e) { echo "child handler first: ", $e->getMessage(), "\n"; });
    $p->setExceptionHandler(function ($s, $c, Throwable $e) { echo "own handler: ", $e->getMessage(), "\n"; });
    var_dump(native_scope_catch($p, new Exception('from below'), null, true));
    var_dump(native_scope_catch($p, new Exception('from here'), null, false));
}));
?>
--EXPECT--
handler: taken
bool(true)
bool(false)
child handler of the parent: climbs
bool(true)
bool(true)
bool(false)
child worker: Coroutine cancelled
bool(false)
bool(true)
child handler first: from below
bool(true)
own handler: from here
bool(true)
