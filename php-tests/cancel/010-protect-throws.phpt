--TEST--
cancel: an exception thrown inside protect() propagates; the deferred cancellation comes at the next suspension
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, protect};
$c = spawn(function () {
    try {
        protect(function () { suspend(); throw new RuntimeException("from protect"); });
    } catch (RuntimeException $e) {
        echo "caught: ", $e->getMessage(), "\n";
    }
    suspend();
    echo "not reached\n";
});
suspend();
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation) { echo "cancelled at next suspend\n"; }
?>
--EXPECT--
caught: from protect
cancelled at next suspend
