--TEST--
hooks: a coroutine blocked in sleep() can be cancelled; its finally runs at once, long before the sleep would end
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$start = hrtime(true);
$c = spawn(function () {
    try { sleep(30); } finally { echo "finally\n"; }
});
suspend();
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo "cancelled\n"; }
var_dump((hrtime(true) - $start) / 1e9 < 5);
?>
--EXPECT--
finally
cancelled
bool(true)
