--TEST--
context: coroutines started with plain spawn() (also nested) run in the main scope, so their current_context() is root_context()
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, current_context, root_context};
var_dump(await(spawn(fn() => current_context())) === root_context());
var_dump(await(spawn(fn() => await(spawn(fn() => current_context())))) === root_context());
?>
--EXPECT--
bool(true)
bool(true)
