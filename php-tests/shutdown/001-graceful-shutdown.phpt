--TEST--
shutdown: graceful_shutdown() cancels queued and suspended coroutines, finally blocks run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, graceful_shutdown};
$a = spawn(function () { try { suspend(); suspend(); echo "a not here\n"; } finally { echo "a finally\n"; } });
suspend();
$b = spawn(function () { echo "b never runs\n"; });
graceful_shutdown(new Async\AsyncCancellation("stopping"));
try { await($b); } catch (Async\AsyncCancellation $e) { echo "b: ", $e->getMessage(), "\n"; }
try { await($a); } catch (Async\AsyncCancellation $e) { echo "a: ", $e->getMessage(), "\n"; }
var_dump($a->isCancelled(), $b->isCancelled(), $b->isStarted());
var_dump($a->getSuspendLocation());
?>
--EXPECT--
a finally
b: stopping
a: stopping
bool(true)
bool(true)
bool(false)
string(7) "unknown"
