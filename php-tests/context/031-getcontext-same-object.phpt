--TEST--
context: Coroutine::getContext() is the same object as that coroutine's coroutine_context(), also after it finished
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{coroutine_context, spawn, await};
$c = spawn(function () {
    coroutine_context()->set('answer', 42);
    return coroutine_context();
});
$ctx = await($c);
var_dump($c->isCompleted());
var_dump($c->getContext() === $ctx);
var_dump($c->getContext()->get('answer'));
var_dump($c->getContext() === $c->getContext());
var_dump($c->getContext() === coroutine_context());
?>
--EXPECT--
bool(true)
bool(true)
int(42)
bool(true)
bool(false)
