--TEST--
suspend: a finally block run by a cancellation may itself suspend and let others run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () {
    try { suspend(); suspend(); }
    finally { echo "cleanup starts\n"; suspend(); echo "cleanup ends\n"; }
});
$other = spawn(function () { suspend(); echo "other ran during cleanup\n"; });
suspend();
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation) { echo "cancelled\n"; }
await($other);
?>
--EXPECT--
cleanup starts
other ran during cleanup
cleanup ends
cancelled
