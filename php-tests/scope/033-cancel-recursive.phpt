--TEST--
scope: cancel() recurses into child and grandchild scopes with the same exception object, and leaves unrelated scopes alone
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$reason = new Async\AsyncCancellation("tree down");
function worker(int $ms) {
    global $reason;
    try {
        delay($ms);
        return "finished";
    } catch (Async\AsyncCancellation $e) {
        return ($e === $reason ? "same object: " : "other object: ") . $e->getMessage();
    }
}
$root = new Scope();
$mid = Scope::inherit($root);
$leaf = Scope::inherit($mid);
$unrelated = new Scope();
$cs = [
    'root' => $root->spawn(worker(...), 1000),
    'mid' => $mid->spawn(worker(...), 1000),
    'leaf' => $leaf->spawn(worker(...), 1000),
    'unrelated' => $unrelated->spawn(worker(...), 20),
];
suspend();
$root->cancel($reason);
var_dump($root->isCancelled(), $mid->isCancelled(), $leaf->isCancelled(), $unrelated->isCancelled());
foreach ($cs as $name => $c) {
    echo "$name: ", await($c), "\n";
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
root: same object: tree down
mid: same object: tree down
leaf: same object: tree down
unrelated: finished
