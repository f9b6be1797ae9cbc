--TEST--
scope: an unhandled error cancels its scope: sibling coroutines get "Coroutine cancelled", child scopes get "Scope was cancelled", other scopes go on and the failed coroutine keeps its error for await()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, delay};
function worker() {
    try {
        delay(1000);
        return "finished";
    } catch (Async\AsyncCancellation $e) {
        return get_class($e) . ": " . $e->getMessage();
    }
}
$s = new Scope();
$child = Scope::inherit($s);
$bad = $s->spawn(function () { delay(5); throw new RuntimeException("boom"); });
$sibling = $s->spawn(worker(...));
$kid = $child->spawn(worker(...));
$outside = spawn(function () { delay(20); return "finished"; });
echo "sibling: ", await($sibling), "\n";
echo "child scope: ", await($kid), "\n";
echo "outside: ", await($outside), "\n";
var_dump($s->isCancelled(), $child->isCancelled());
try {
    await($bad);
} catch (RuntimeException $e) {
    echo "await: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
sibling: Async\AsyncCancellation: Coroutine cancelled
child scope: Async\AsyncCancellation: Scope was cancelled
outside: finished
bool(true)
bool(true)
await: boom
