--TEST--
scope: an error unhandled in a grandchild scope is offered upward scope by scope: every scope up to the detached root is cancelled and the root's coroutines get "Coroutine cancelled"
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
        return $e->getMessage();
    }
}
$root = new Scope();
$mid = Scope::inherit($root);
$leaf = Scope::inherit($mid);
$bad = $leaf->spawn(function () { delay(5); throw new RuntimeException("leaf failed"); });
$r = $root->spawn(worker(...));
$outside = spawn(function () { delay(20); return "finished"; });
echo "root coroutine: ", await($r), "\n";
echo "outside: ", await($outside), "\n";
var_dump($leaf->isCancelled(), $mid->isCancelled(), $root->isCancelled());
try { await($bad); } catch (RuntimeException $e) { echo "await: ", $e->getMessage(), "\n"; }
?>
--EXPECT--
root coroutine: Coroutine cancelled
outside: finished
bool(true)
bool(true)
bool(true)
await: leaf failed
