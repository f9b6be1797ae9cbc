--TEST--
deadlock: the coroutines the deadlock cancelled are cancelled, with an AsyncCancellation("Deadlock detected") as their exception; main, which caught its own, is asked to cancel and awaits them
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await};
$never = new Async\Future(new Async\FutureState());
$a = spawn(fn() => await($never));
$b = spawn(fn() => await($never));
try {
    await($a);
} catch (Async\AsyncCancellation $e) {
    echo "main: ", $e->getMessage(), "\n";
}
foreach ([$a, $b] as $i => $c) {
    try {
        await($c);
    } catch (Async\AsyncCancellation $e) {
        echo "await #$i: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
    var_dump($c->isCancelled(), get_class($c->getException()));
}
// Main goes on: asked to cancel, not ended.
var_dump(Async\current_coroutine()->isCancellationRequested());
$never->ignore();
?>
--EXPECTF--
main: Deadlock detected
await #0: Async\AsyncCancellation: Deadlock detected
bool(true)
string(23) "Async\AsyncCancellation"
await #1: Async\AsyncCancellation: Deadlock detected
bool(true)
string(23) "Async\AsyncCancellation"
bool(true)

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 3 coroutines in waiting in %s
%A
