--TEST--
spawn: returns an Async\Coroutine whose result is null until it completes
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () { suspend(); return 42; });
var_dump($c instanceof Async\Coroutine, $c instanceof Async\Completable, $c instanceof Async\Awaitable);
var_dump($c->getResult());
suspend();
var_dump($c->getResult(), $c->isCompleted());
await($c);
var_dump($c->getResult());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
NULL
NULL
bool(false)
int(42)
