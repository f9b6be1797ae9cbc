--TEST--
output: a cancelled coroutine's ob_start() callback still processes what the buffer holds when it is flushed at the end
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await, delay};
$c = spawn(function () {
    ob_start(fn($text) => "<" . strtoupper($text) . ">");
    echo "quiet words";
    delay(1000);
});
suspend();
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo "\ncancelled\n"; }
?>
--EXPECT--
<QUIET WORDS>
cancelled
