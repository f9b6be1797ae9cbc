--TEST--
scope: errors coming from a child scope go to the parent's setChildScopeExceptionHandler() (3 arguments), errors of the parent's own coroutines go to its setExceptionHandler()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine};
use function Async\{await, delay};
$p = new Scope();
$c = Scope::inherit($p);
$childBad = null;
$ownBad = null;
$p->setChildScopeExceptionHandler(function (Scope $scope, Coroutine $coroutine, Throwable $e) use (&$childBad) {
    echo "child-scope handler: ", $e->getMessage(), ", coroutine ok: ", var_export($coroutine === $childBad, true), "\n";
});
$p->setExceptionHandler(function (Scope $scope, Coroutine $coroutine, Throwable $e) use ($p, &$ownBad) {
    echo "own handler: ", $e->getMessage(), ", scope ok: ", var_export($scope === $p, true), ", coroutine ok: ", var_export($coroutine === $ownBad, true), "\n";
});
$childBad = $c->spawn(function () { delay(5); throw new RuntimeException("from the child scope"); });
$ownBad = $p->spawn(function () { delay(15); throw new RuntimeException("from the parent itself"); });
$parentWorker = $p->spawn(function () { delay(30); return "finished"; });
$r = await($parentWorker);
echo "parent coroutine: ", $r, "\n";
var_dump($p->isCancelled());
?>
--EXPECT--
child-scope handler: from the child scope, coroutine ok: true
own handler: from the parent itself, scope ok: true, coroutine ok: true
parent coroutine: finished
bool(false)
