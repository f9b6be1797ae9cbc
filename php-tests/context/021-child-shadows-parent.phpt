--TEST--
context: setting a key held only by an ancestor needs no replace and shadows it; unset() in the child reveals the ancestor's value again
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
root_context()->set('k', 'root');
$s = Async\Scope::inherit();
await($s->spawn(function () {
    $ctx = current_context();
    $ctx->set('k', 'child');
    echo $ctx->get('k'), "\n";
    echo $ctx->getLocal('k'), "\n";
    echo root_context()->get('k'), "\n";
    $ctx->unset('k');
    echo $ctx->get('k'), "\n";
    var_dump($ctx->hasLocal('k'));
}));
echo root_context()->get('k'), "\n";
?>
--EXPECT--
child
child
root
root
bool(false)
root
