--TEST--
scope: an unhandled error in a child scope cancels that child scope, then reaches the parent's exception handler, which handles it: the parent is not cancelled and its coroutines go on
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$p = new Scope();
$c = Scope::inherit($p);
$bad = null;
$p->setExceptionHandler(function ($scope, $coroutine, $e) use ($p, &$bad) {
    echo "parent handler: ", $e->getMessage(), ", coroutine ok: ", var_export($coroutine === $bad, true), "\n";
});
$bad = $c->spawn(function () { delay(5); throw new RuntimeException("child failed"); });
$childSibling = $c->spawn(function () {
    try { delay(1000); return "finished"; } catch (Async\AsyncCancellation $e) { return $e->getMessage(); }
});
$parentWorker = $p->spawn(function () { delay(20); return "finished"; });
$r = await($childSibling);
echo "child sibling: ", $r, "\n";
$r = await($parentWorker);
echo "parent coroutine: ", $r, "\n";
var_dump($c->isCancelled(), $p->isCancelled());
?>
--EXPECT--
parent handler: child failed, coroutine ok: true
child sibling: Coroutine cancelled
parent coroutine: finished
bool(true)
bool(false)
