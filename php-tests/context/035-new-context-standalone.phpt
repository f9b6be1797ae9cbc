--TEST--
context: new Context() is standalone: independent of other Contexts and of the current scope, and find() reaches no parent
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context};
root_context()->set('r', 1);
$a = new Async\Context();
$b = new Async\Context();
$a->set('k', 'a');
var_dump($b->has('k'), $a === $b, $a === current_context());
var_dump($a->find('r'), $a->has('r'));
var_dump(current_context()->has('k'));
$b->set('k', 'b'); // no conflict with $a
echo $a->get('k'), $b->get('k'), "\n";
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
ab
