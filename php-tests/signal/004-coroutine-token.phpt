--TEST--
signal: a coroutine or future as token: the signal() future fails with the token's exception, or an AsyncCancellation
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Signal, Future, FutureState};
use function Async\{signal, spawn, await, delay};
$stopper = spawn(function () { delay(5); throw new RuntimeException("stopped"); });
try { await(signal(Signal::SIGHUP, $stopper)); } catch (RuntimeException $e) { echo "failed with: ", $e->getMessage(), "\n"; }
$done = spawn(function () { delay(5); return "fine"; });
try { await(signal(Signal::SIGHUP, $done)); } catch (Async\AsyncCancellation $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$state = new FutureState();
$f = signal(Signal::SIGHUP, new Future($state));
$state->complete(1);
try { await($f); } catch (Async\AsyncCancellation $e) { echo "future token: ", $e->getMessage(), "\n"; }
?>
--EXPECT--
failed with: stopped
Async\AsyncCancellation: Signal wait cancelled
future token: Signal wait cancelled
