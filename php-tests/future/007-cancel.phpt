--TEST--
future: cancel() fails a pending future with AsyncCancellation and wakes its awaiter; a completed one is untouched
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState, AsyncCancellation};
use function Async\{spawn, await, suspend};
$state = new FutureState();
$f = new Future($state);
$waiter = spawn(function () use ($f) {
    try {
        $f->await();
    } catch (AsyncCancellation $e) {
        return "awaiter got " . get_class($e) . ": " . $e->getMessage();
    }
});
suspend();
$f->cancel(new AsyncCancellation("no longer needed"));
echo await($waiter), "\n";
var_dump($f->isCancelled(), $f->isCompleted(), $state->isCancelled());
$f->cancel(); // completed: nothing changes
$done = Future::completed(7);
$done->cancel();
var_dump($done->isCancelled(), $done->await());
$g = new Future(new FutureState());
$g->cancel();
try { $g->await(); } catch (AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
try { $g->cancel(new Exception("x")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
awaiter got Async\AsyncCancellation: no longer needed
bool(true)
bool(true)
bool(true)
bool(false)
int(7)
Future has been cancelled
Async\Future::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation
