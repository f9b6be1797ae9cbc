--TEST--
context: a value set through current_context() in a plain spawn()ed coroutine lands in the root Context and is visible at top level
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, spawn, await};
await(spawn(function () { current_context()->set('from_coroutine', 'hello'); }));
echo root_context()->get('from_coroutine'), "\n";
echo current_context()->getLocal('from_coroutine'), "\n";
?>
--EXPECT--
hello
hello
