--TEST--
scope: disposeAfterTimeout() is a no-op on a scope with no coroutines and no child scopes: the scope is neither cancelled nor closed after the delay and still accepts spawns
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$s = new Scope();
$s->disposeAfterTimeout(5);
delay(30);
var_dump($s->isCancelled(), $s->isClosed());
var_dump(await($s->spawn(fn() => "still usable")));
?>
--EXPECT--
bool(false)
bool(false)
string(12) "still usable"
