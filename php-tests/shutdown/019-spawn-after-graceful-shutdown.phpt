--TEST--
shutdown: a coroutine spawned after graceful_shutdown() is cancelled before it starts, with the shutdown's cancellation; one spawned before it runs its finally block
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\AsyncCancellation;
use function Async\{spawn, await, suspend, delay, graceful_shutdown};
$before = spawn(function () { try { delay(100000); } finally { echo "before: finally\n"; } });
suspend();
$reason = new AsyncCancellation("closing time");
graceful_shutdown($reason);
$after = spawn(function () { echo "after: never runs\n"; return 1; });
var_dump($after->isCancelled(), $after->isStarted(), $after->isCompleted());
try { await($after); } catch (AsyncCancellation $e) { var_dump($e === $reason); }
try { await($before); } catch (AsyncCancellation $e) { echo "before: ", $e->getMessage(), "\n"; }
$late = spawn(fn() => 2);
try { await($late); } catch (AsyncCancellation $e) { echo "late: ", $e->getMessage(), "\n"; }
echo "main goes on\n";
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
before: finally
bool(true)
before: closing time
late: closing time
main goes on
