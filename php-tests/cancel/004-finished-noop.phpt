--TEST--
cancel: cancelling a finished coroutine changes nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(fn() => 5);
var_dump(await($c));
$c->cancel();
var_dump(await($c), $c->isCancelled(), $c->getException());
?>
--EXPECT--
int(5)
int(5)
bool(false)
NULL
