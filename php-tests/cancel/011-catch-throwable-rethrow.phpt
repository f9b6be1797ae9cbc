--TEST--
cancel: catch (Throwable) sees the cancellation; rethrowing it cancels the coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () {
    try { suspend(); } catch (Throwable $e) { echo "saw ", get_class($e), "\n"; throw $e; }
});
suspend();
$c->cancel();
try { await($c); } catch (Cancellation $e) { echo "await: ", get_class($e), "\n"; }
var_dump($c->isCancelled());
?>
--EXPECT--
saw Async\AsyncCancellation
await: Async\AsyncCancellation
bool(true)
