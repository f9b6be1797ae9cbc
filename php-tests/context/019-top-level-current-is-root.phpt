--TEST--
context: at top level current_context() === root_context(); values written before any coroutine exists are visible to coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, spawn, await};
current_context()->set('early', 'yes');
var_dump(current_context() === root_context());
echo root_context()->get('early'), "\n";
$c = spawn(function () {
    return [current_context()->get('early'), root_context()->get('early'), current_context() === root_context()];
});
echo json_encode(await($c)), "\n";
?>
--EXPECT--
bool(true)
yes
["yes","yes",true]
