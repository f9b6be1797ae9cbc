--TEST--
context: request_context() is null in CLI, at top level, in coroutines and in child scopes
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{request_context, spawn, await};
var_dump(request_context());
var_dump(await(spawn(fn() => request_context())));
$s = Async\Scope::inherit();
var_dump(await($s->spawn(fn() => request_context())));
$d = new Async\Scope();
var_dump(await($d->spawn(fn() => request_context())));
?>
--EXPECT--
NULL
NULL
NULL
NULL
