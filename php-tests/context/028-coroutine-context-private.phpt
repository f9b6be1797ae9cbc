--TEST--
context: coroutine_context() at top level is the main coroutine's private Context: not the scope's, and find()/has()/get() do not reach root values
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{coroutine_context, current_context, root_context};
root_context()->set('r', 1);
$cc = coroutine_context();
var_dump($cc === current_context(), $cc === root_context());
var_dump($cc->find('r'), $cc->has('r'));
try {
    $cc->get('r');
    echo "found\n";
} catch (Async\ContextException $e) {
    echo $e->getMessage(), "\n";
}
$cc->set('mine', 2);
var_dump(current_context()->find('mine'), $cc->get('mine'));
?>
--EXPECT--
bool(false)
bool(false)
NULL
bool(false)
Context key "r" not found
NULL
int(2)
