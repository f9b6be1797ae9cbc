--TEST--
context: set() and unset() return the same Context ($this), so calls chain
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
$r = $c->set('a', 1)->set('b', 2)->set(new stdClass, 3);
var_dump($r === $c);
echo $c->get('a'), $c->get('b'), "\n";
var_dump($c->unset('a') === $c);
var_dump($c->unset('missing') === $c);
var_dump($c->set('a', 9, true)->unset('b') === $c);
var_dump($c->has('a'), $c->has('b'));
$root = Async\root_context();
var_dump($root->set('x', 1) === $root);
?>
--EXPECT--
bool(true)
12
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
