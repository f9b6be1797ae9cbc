--TEST--
signal: a signal() future completed from libuv's callback runs its map() continuation in a coroutine; the watcher restarts for a later call
--EXTENSIONS--
true_async
posix
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await, timeout};
$named = signal(Signal::SIGUSR1)->map(fn(Signal $s) => "mapped " . $s->name);
spawn(fn() => posix_kill(getmypid(), SIGUSR1));
echo await($named), "\n";
// Nothing pending: the watcher stopped. A new call listens again.
try { await(signal(Signal::SIGUSR1, timeout(10))); } catch (Async\TimeoutException $e) { echo "timed out while listening again\n"; }
$again = signal(Signal::SIGUSR1);
spawn(fn() => posix_kill(getmypid(), SIGUSR1));
echo await($again)->name, "\n";
?>
--EXPECT--
mapped SIGUSR1
timed out while listening again
SIGUSR1
