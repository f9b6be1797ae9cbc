--TEST--
coroutine: getAwaitingInfo() says what a suspended coroutine waits for
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$t = spawn(function () { suspend(); suspend(); });
$w = spawn(function () use ($t) { await($t); });
$s = spawn(function () { suspend(); });
suspend();
echo $w->getAwaitingInfo()['waiting_for'] === "coroutine {$t->getId()} to complete" ? "waits for t\n" : "wrong\n";
echo $s->getAwaitingInfo()['waiting_for'], "\n";
await($w); await($s);
echo $w->getAwaitingInfo()['waiting_for'], "\n";
?>
--EXPECT--
waits for t
its turn in the ready queue
nothing
