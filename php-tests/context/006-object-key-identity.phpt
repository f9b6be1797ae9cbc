--TEST--
context: object keys match by identity, never by value; a string key equal to the class name is a different key
--EXTENSIONS--
true_async
--FILE--
<?php
$k1 = new stdClass;
$k2 = new stdClass;
var_dump($k1 == $k2);
$c = new Async\Context();
$c->set($k1, 'one');
var_dump($c->has($k1), $c->has($k2), $c->find($k2), $c->hasLocal($k2));
$c->set($k2, 'two'); // a different key: no "already exists"
echo $c->get($k1), " ", $c->get($k2), "\n";
var_dump($c->has('stdClass'));
$c->set('stdClass', 'string key');
echo $c->get($k1), " ", $c->get($k2), " ", $c->get('stdClass'), "\n";
$c->unset($k1);
var_dump($c->has($k1), $c->get($k2));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
NULL
bool(false)
one two
bool(false)
one two string key
bool(false)
string(3) "two"
