--TEST--
scope: when the parent's child-scope handler throws, the parent's own exception handler is called, handles it, and the parent's coroutines go on
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$p = new Scope();
$c = Scope::inherit($p);
$p->setChildScopeExceptionHandler(function ($scope, $coroutine, $e) {
    echo "child-scope handler: ", $e->getMessage(), "\n";
    throw new LogicException("child-scope handler gave up");
});
$p->setExceptionHandler(function ($scope, $coroutine, $e) {
    echo "own handler called: ", var_export($e instanceof Throwable, true), "\n";
});
$bad = $c->spawn(function () { delay(5); throw new RuntimeException("from the child scope"); });
$parentWorker = $p->spawn(function () { delay(20); return "finished"; });
$r = await($parentWorker);
echo "parent coroutine: ", $r, "\n";
var_dump($p->isCancelled());
?>
--EXPECT--
child-scope handler: from the child scope
own handler called: true
parent coroutine: finished
bool(false)
