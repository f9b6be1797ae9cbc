--TEST--
context: a child of a new Scope() sees that detached scope's values but not root_context() values (lookup stops at the parentless scope)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
use Async\Scope;
root_context()->set('r', 'root');
$detached = new Scope();
await($detached->spawn(function () { current_context()->set('d', 'detached'); }));
$child = Scope::inherit($detached);
echo json_encode(await($child->spawn(fn() => [current_context()->find('d'), current_context()->find('r'), current_context()->has('r')]))), "\n";
?>
--EXPECT--
["detached",null,false]
