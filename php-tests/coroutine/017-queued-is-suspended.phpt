--TEST--
coroutine: isSuspended() is true while a coroutine waits for an event or in the ready queue (spawned and not started, or yielded), false while it runs and once it ended
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, suspend, await, current_coroutine};
$state = new FutureState();
$c = spawn(function () use ($state) {
    echo "running: ", var_export(current_coroutine()->isSuspended(), true), "\n";
    await(new Future($state));
    suspend();
});
echo "not started: ", var_export([$c->isSuspended(), $c->isQueued(), $c->isStarted()], true), "\n";
suspend();
echo "waiting: ", var_export([$c->isSuspended(), $c->isQueued()], true), "\n";
$state->complete(1);
echo "woken, queued: ", var_export([$c->isSuspended(), $c->isQueued()], true), "\n";
suspend();
echo "yielded: ", var_export([$c->isSuspended(), $c->isQueued()], true), "\n";
await($c);
echo "ended: ", var_export([$c->isSuspended(), $c->isQueued()], true), "\n";
?>
--EXPECT--
not started: array (
  0 => true,
  1 => true,
  2 => false,
)
running: false
waiting: array (
  0 => true,
  1 => false,
)
woken, queued: array (
  0 => true,
  1 => true,
)
yielded: array (
  0 => true,
  1 => true,
)
ended: array (
  0 => false,
  1 => false,
)
