--TEST--
cancel: a coroutine that catches its cancellation and returns gives its value to await
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () {
    try { suspend(); } catch (Async\AsyncCancellation $e) { return "recovered from " . $e->getMessage(); }
});
suspend();
$c->cancel(new Async\AsyncCancellation("stop"));
var_dump(await($c), $c->isCancelled(), $c->getException());
?>
--EXPECT--
string(19) "recovered from stop"
bool(true)
NULL
