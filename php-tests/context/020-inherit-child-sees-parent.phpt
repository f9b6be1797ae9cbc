--TEST--
context: a Scope::inherit() child scope has its own Context whose find/get/has see the parent's values but *Local do not
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
root_context()->set('user', 'alice');
$s = Async\Scope::inherit();
$r = await($s->spawn(function () {
    $ctx = current_context();
    $out = [];
    $out[] = $ctx === root_context() ? 'same' : 'own context';
    $out[] = $ctx->find('user');
    $out[] = $ctx->get('user');
    $out[] = $ctx->has('user');
    $out[] = $ctx->findLocal('user');
    $out[] = $ctx->hasLocal('user');
    try {
        $ctx->getLocal('user');
        $out[] = 'found locally';
    } catch (Async\ContextException $e) {
        $out[] = $e->getMessage();
    }
    return $out;
}));
foreach ($r as $v) {
    var_export($v);
    echo "\n";
}
?>
--EXPECT--
'own context'
'alice'
'alice'
true
NULL
false
'Context key "user" not found'
