--TEST--
context: unset() in a child scope of a key held only by the root removes nothing: the value is still found and the root keeps it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
root_context()->set('k', 'root');
$s = Async\Scope::inherit();
$r = await($s->spawn(function () {
    $ctx = current_context();
    $ret = $ctx->unset('k');
    return [$ret === $ctx, $ctx->find('k'), root_context()->has('k')];
}));
echo json_encode($r), "\n";
echo root_context()->get('k'), "\n";
?>
--EXPECT--
[true,"root",true]
root
