--TEST--
await: cancelling a waiting coroutine does not disturb the one it waits for
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$target = spawn(function () { suspend(); suspend(); echo "target finishes\n"; return 1; });
$waiter = spawn(function () use ($target) {
    try { await($target); echo "never\n"; } catch (Async\AsyncCancellation $e) { echo "waiter cancelled\n"; throw $e; }
});
suspend();
$waiter->cancel();
var_dump(await($target));
try { await($waiter); } catch (Async\AsyncCancellation $e) { echo "await(waiter): cancelled\n"; }
var_dump($target->isCancelled(), $waiter->isCancelled());
?>
--EXPECT--
waiter cancelled
target finishes
int(1)
await(waiter): cancelled
bool(false)
bool(true)
