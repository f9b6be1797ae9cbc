--TEST--
context: lookups walk the scope chain at lookup time: a middle scope without a Context is skipped, and its values are found once it creates one
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
use Async\Scope;
root_context()->set('r', 'root');
$mid = Scope::inherit();
$leaf = Scope::inherit($mid);
echo json_encode(await($leaf->spawn(fn() => [current_context()->get('r'), current_context()->find('m')]))), "\n";
await($mid->spawn(function () { current_context()->set('m', 'mid'); }));
echo json_encode(await($leaf->spawn(fn() => [current_context()->get('r'), current_context()->get('m'), current_context()->hasLocal('m')]))), "\n";
var_dump(root_context()->has('m'));
?>
--EXPECT--
["root",null]
["root","mid",false]
bool(false)
