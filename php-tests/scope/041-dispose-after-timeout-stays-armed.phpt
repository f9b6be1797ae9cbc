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
// The coroutine and main's return from await() must come before the timer:
// under valgrind on a loaded machine they took up to 250 ms.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1;
$s->disposeAfterTimeout(300 * $slow);
var_dump(await($c));
var_dump($s->isFinished(), $s->isClosed());
delay(600 * $slow);
var_dump($s->isClosed());
?>
--EXPECT--
string(5) "quick"
bool(true)
bool(false)
bool(true)
