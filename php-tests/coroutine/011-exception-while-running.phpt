--TEST--
coroutine: getException() of a running coroutine throws, of a queued one is null
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};
$c = spawn(function () {
    try { current_coroutine()->getException(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
});
var_dump($c->getException());
await($c);
?>
--EXPECT--
NULL
Cannot get the exception of a running coroutine
