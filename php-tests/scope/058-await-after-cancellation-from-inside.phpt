--TEST--
scope: awaitAfterCancellation() called from a (zombie) coroutine of the cancelled scope throws the same self-deadlock AsyncException as awaitCompletion()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = (new Scope())->allowZombies();
$c = $s->spawn(function () use ($s) {
    delay(10);
    try {
        $s->awaitAfterCancellation();
        return "returned";
    } catch (Async\AsyncException $e) {
        return get_class($e) . ": " . $e->getMessage();
    }
});
suspend();
$s->cancel();
echo await($c), "\n";
?>
--EXPECT--
Async\AsyncException: Cannot await completion of scope from a coroutine that belongs to the same scope or its children
