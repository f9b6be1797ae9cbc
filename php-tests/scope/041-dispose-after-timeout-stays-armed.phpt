--TEST--
scope: the disposeAfterTimeout() timer is not disarmed when the scope finishes early: on expiry the (now empty) scope is closed
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$s = new Scope();
$c = $s->spawn(fn() => "quick");
$s->disposeAfterTimeout(300);
var_dump(await($c));
var_dump($s->isFinished(), $s->isClosed());
delay(600);
var_dump($s->isClosed());
?>
--EXPECT--
string(5) "quick"
bool(true)
bool(false)
bool(true)
