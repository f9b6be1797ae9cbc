--TEST--
scope: awaitCompletion() called from a coroutine of the scope or of one of its child scopes throws AsyncException with the exact self-deadlock message
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, timeout};
$s = new Scope();
$child = Scope::inherit($s);
$attempt = function () use ($s) {
    try {
        $s->awaitCompletion(timeout(1000));
        return "returned";
    } catch (Async\AsyncException $e) {
        return get_class($e) . ": " . $e->getMessage();
    }
};
echo "own coroutine: ", await($s->spawn($attempt)), "\n";
echo "child-scope coroutine: ", await($child->spawn($attempt)), "\n";
?>
--EXPECT--
own coroutine: Async\AsyncException: Cannot await completion of scope from a coroutine that belongs to the same scope or its children
child-scope coroutine: Async\AsyncException: Cannot await completion of scope from a coroutine that belongs to the same scope or its children
