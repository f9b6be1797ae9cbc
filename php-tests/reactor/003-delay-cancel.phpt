--TEST--
reactor: cancelling a sleeping coroutine wakes it at once with AsyncCancellation; finally runs; the timer is disarmed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};
$c = spawn(function () {
    try { delay(5000); echo "never\n"; } finally { echo "finally\n"; }
});
suspend();
$t = hrtime(true);
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo "cancelled\n"; }
var_dump((hrtime(true) - $t) / 1e6 < 1000);
?>
--EXPECT--
finally
cancelled
bool(true)
