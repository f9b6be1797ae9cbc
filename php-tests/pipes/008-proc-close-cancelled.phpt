--TEST--
pipes: a coroutine cancelled while proc_close() waits for its child gets the cancellation; others were not blocked
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$closer = spawn(function () {
    $p = proc_open("sleep 0.5", [], $pipes);
    try { return proc_close($p); }
    finally { echo "finally\n"; }
});
delay(50);
$closer->cancel();
try { await($closer); } catch (Async\AsyncCancellation $e) { echo get_class($e), "\n"; }
echo "main went on\n";
?>
--EXPECT--
finally
Async\AsyncCancellation
main went on
