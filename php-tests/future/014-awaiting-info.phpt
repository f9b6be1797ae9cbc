--TEST--
future: getAwaitingInfo() says what a coroutine waits for: a future, a timer, another coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, suspend, delay, await};
$state = new FutureState();
$f = new Future($state);
$a = spawn(fn() => $f->await());
$b = spawn(fn() => delay(50));
$c = spawn(fn() => await($b));
suspend();
var_dump($a->getAwaitingInfo()["waiting_for"], $b->getAwaitingInfo()["waiting_for"]);
echo str_replace((string)$b->getId(), "N", $c->getAwaitingInfo()["waiting_for"]), "\n";
$state->complete(1);
await($a); await($c);
?>
--EXPECT--
string(20) "a future to complete"
string(15) "a timer (50 ms)"
coroutine N to complete
