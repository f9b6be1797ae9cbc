--TEST--
context: a stored null is an existing entry: has()/hasLocal() true, find() null, get() returns null without throwing (decision)
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
$c->set('n', null);
var_dump($c->has('n'), $c->hasLocal('n'), $c->find('n'), $c->findLocal('n'));
var_dump($c->get('n'), $c->getLocal('n'));
echo "no exception\n";
?>
--EXPECT--
bool(true)
bool(true)
NULL
NULL
NULL
NULL
no exception
