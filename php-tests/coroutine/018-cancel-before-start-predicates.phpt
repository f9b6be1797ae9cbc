--TEST--
coroutine: cancel() before it started leaves it queued and not yet cancelled; when its turn comes it ends without running its body, its finally() callbacks run, and only then isCancelled(); a second cancel() keeps the first cancellation
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\AsyncCancellation;
use function Async\{spawn, suspend};
function st($c) { return sprintf("requested=%d cancelled=%d completed=%d started=%d suspended=%d", $c->isCancellationRequested(), $c->isCancelled(), $c->isCompleted(), $c->isStarted(), $c->isSuspended()); }
$c = spawn(function () { echo "body runs\n"; });
$c->finally(function ($co) { echo "finally: ", get_class($co->getException()), ": ", $co->getException()->getMessage(), "\n"; });
$c->cancel(new AsyncCancellation("first"));
$c->cancel(new AsyncCancellation("second"));
echo "after cancel: ", st($c), "\n";
suspend();
echo "after its turn: ", st($c), "\n";
?>
--EXPECT--
after cancel: requested=1 cancelled=0 completed=0 started=0 suspended=1
finally: Async\AsyncCancellation: first
after its turn: requested=0 cancelled=1 completed=1 started=0 suspended=0
