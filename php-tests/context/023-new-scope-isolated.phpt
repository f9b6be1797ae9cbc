--TEST--
context: a new Scope() tree does not see root_context() values through find(), but root_context() called there is the same root and works
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
root_context()->set('global', 'g');
$s = new Async\Scope();
$r = await($s->spawn(function () {
    $out = [current_context()->find('global'), current_context()->has('global'), root_context()->get('global'), root_context() === current_context()];
    try {
        current_context()->get('global');
        $out[] = 'found';
    } catch (Async\ContextException $e) {
        $out[] = $e->getMessage();
    }
    return $out;
}));
echo json_encode($r), "\n";
var_dump(await($s->spawn(fn() => root_context())) === root_context());
?>
--EXPECT--
[null,false,"g",false,"Context key \"global\" not found"]
bool(true)
