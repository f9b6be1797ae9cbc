--TEST--
scope: cancelling a child scope does not cancel its parent nor the parent's coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
function worker(int $ms) {
    try {
        delay($ms);
        return "finished";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled: " . $e->getMessage();
    }
}
$parent = new Scope();
$child = Scope::inherit($parent);
$p = $parent->spawn(worker(...), 20);
$c = $child->spawn(worker(...), 1000);
suspend();
$child->cancel();
var_dump($parent->isCancelled(), $child->isCancelled());
echo "child coroutine: ", await($c), "\n";
echo "parent coroutine: ", await($p), "\n";
var_dump($parent->isCancelled(), $parent->isClosed());
?>
--EXPECT--
bool(false)
bool(true)
child coroutine: cancelled: Scope was cancelled
parent coroutine: finished
bool(false)
bool(false)
