--TEST--
context: coroutines of the same scope share one Context object: a value set by one is a local value for the other
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{current_context, await};
$s = Async\Scope::inherit();
$c1 = $s->spawn(function () {
    current_context()->set('shared', 'from c1');
    return current_context();
});
$c2 = $s->spawn(function () {
    return [current_context()->findLocal('shared'), current_context()];
});
$ctx1 = await($c1);
[$v, $ctx2] = await($c2);
var_dump($ctx1 === $ctx2);
echo $v, "\n";
?>
--EXPECT--
bool(true)
from c1
