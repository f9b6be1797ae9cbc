--TEST--
context: inside a coroutine of a child scope, coroutine_context()->find()/has()/get() see neither the scope's nor the root's values
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{coroutine_context, current_context, root_context, await};
root_context()->set('r', 'root');
$s = Async\Scope::inherit();
await($s->spawn(function () { current_context()->set('s', 'scope'); }));
$r = await($s->spawn(function () {
    $cc = coroutine_context();
    $out = [$cc->find('r'), $cc->find('s'), $cc->has('s'), current_context()->find('s'), current_context()->find('r')];
    try {
        $cc->get('s');
        $out[] = 'found';
    } catch (Async\ContextException $e) {
        $out[] = $e->getMessage();
    }
    return $out;
}));
echo json_encode($r), "\n";
?>
--EXPECT--
[null,null,false,"scope","root","Context key \"s\" not found"]
