--TEST--
context: root_context(), current_context() and coroutine_context() are created lazily and cached: the same object each call, values persist
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, coroutine_context, await};
var_dump(root_context() === root_context());
var_dump(current_context() === current_context());
var_dump(coroutine_context() === coroutine_context());
root_context()->set('r', 1);
coroutine_context()->set('c', 2);
echo root_context()->get('r'), coroutine_context()->get('c'), "\n";
$s = Async\Scope::inherit();
$r = await($s->spawn(function () {
    current_context()->set('s', 3);
    return [current_context() === current_context(), coroutine_context() === coroutine_context(), current_context()->get('s')];
}));
echo json_encode($r), "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
12
[true,true,3]
