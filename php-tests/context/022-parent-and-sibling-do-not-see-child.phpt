--TEST--
context: a value set in a child scope's Context is not visible from the root nor from a sibling scope, but stays visible to that scope's later coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
$a = Async\Scope::inherit();
$b = Async\Scope::inherit();
await($a->spawn(function () { current_context()->set('only_a', 1); }));
var_export(root_context()->find('only_a')); echo "\n";
var_export(current_context()->has('only_a')); echo "\n";
var_export(await($b->spawn(fn() => current_context()->find('only_a')))); echo "\n";
var_export(await($a->spawn(fn() => current_context()->find('only_a')))); echo "\n";
?>
--EXPECT--
NULL
false
NULL
1
