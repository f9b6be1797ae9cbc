--TEST--
signal: a wait cancelled by a token without an exception of its own fails with AsyncCancellation "Signal wait cancelled", whether the token completes later or already has
--EXTENSIONS--
pcntl
true_async
--FILE--
<?php
use Async\{Signal, Future};
use function Async\{signal, spawn, await, delay};
$later = signal(Signal::SIGUSR2, spawn(function () { delay(2); return "done"; }));
try { await($later); } catch (Async\AsyncCancellation $e) { echo "later: ", get_class($e), ": ", $e->getMessage(), "\n"; }
$now = signal(Signal::SIGUSR2, Future::completed(1));
var_dump($now->isCompleted(), $now->isCancelled());
try { await($now); } catch (Async\AsyncCancellation $e) { echo "already: ", get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
later: Async\AsyncCancellation: Signal wait cancelled
bool(true)
bool(true)
already: Async\AsyncCancellation: Signal wait cancelled
