--TEST--
errors: the deadlock error counts the waiting coroutines as TrueAsync words it ("N coroutines in waiting"): here the two that wait for a Future nobody completes, and main, which awaits one of them
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await};
$never = new Future(new FutureState());
$a = spawn(fn() => await($never));
$b = spawn(fn() => await($never));
try { await($a); } catch (Async\AsyncCancellation $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$never->ignore();
?>
--EXPECTF--
Async\AsyncCancellation: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 3 coroutines in waiting in %s
%A