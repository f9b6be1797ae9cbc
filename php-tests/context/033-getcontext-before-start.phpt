--TEST--
context: a value put into Coroutine::getContext() before the coroutine starts is seen by coroutine_context() inside it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{coroutine_context, spawn, await};
$c = spawn(fn() => coroutine_context()->get('input') . ' / ' . var_export(coroutine_context() === $GLOBALS['c']->getContext(), true));
$c->getContext()->set('input', 'prepared');
echo await($c), "\n";
?>
--EXPECT--
prepared / true
