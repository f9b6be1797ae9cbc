--TEST--
context: TaskGroup tasks run in the group's own child scope: they share its Context, which is not the root's but sees root values
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await, delay};
root_context()->set('tenant', 'acme');
$g = new Async\TaskGroup();
$g->spawn(function () {
    current_context()->set('from_task', 'x');
    return [current_context()->get('tenant'), current_context() === root_context(), current_context()->hasLocal('tenant')];
});
$g->spawn(function () {
    delay(5);
    return current_context()->findLocal('from_task');
});
echo json_encode(await($g->all())), "\n";
var_dump(root_context()->has('from_task'));
?>
--EXPECT--
[["acme",false,false],"x"]
bool(false)
