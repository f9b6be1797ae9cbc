--TEST--
coroutine: state predicates through the lifecycle
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};
function st($c) { return sprintf("queued=%d started=%d running=%d suspended=%d completed=%d", $c->isQueued(), $c->isStarted(), $c->isRunning(), $c->isSuspended(), $c->isCompleted()); }
$c = spawn(function () { echo "inside: ", st(current_coroutine()), "\n"; suspend(); });
echo "spawned: ", st($c), "\n";
suspend();
echo "suspended: ", st($c), "\n";
await($c);
echo "done: ", st($c), "\n";
?>
--EXPECT--
spawned: queued=1 started=0 running=0 suspended=1 completed=0
inside: queued=0 started=1 running=1 suspended=0 completed=0
suspended: queued=1 started=1 running=0 suspended=1 completed=0
done: queued=0 started=1 running=0 suspended=0 completed=1
