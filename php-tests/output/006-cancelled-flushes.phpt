--TEST--
output: a coroutine cancelled while its buffer is open still flushes it (finally runs first)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, delay};
$c = spawn(function () {
    ob_start();
    echo "[written before cancel]";
    try {
        delay(1000);
    } finally {
        echo "[finally]";
    }
});
suspend();
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo "\ncancelled\n"; }
?>
--EXPECT--
[written before cancel][finally]
cancelled
