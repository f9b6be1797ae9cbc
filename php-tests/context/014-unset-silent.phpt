--TEST--
context: unset() of an absent string or object key is silent; after unset() the key is gone and may be set again
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
$c->unset('never');
echo "silent string\n";
$c->unset(new stdClass);
echo "silent object\n";
$c->set('k', 1);
$c->unset('k');
var_dump($c->has('k'), $c->find('k'));
$c->unset('k');
echo "second unset silent\n";
$c->set('k', 2);
var_dump($c->get('k'));
?>
--EXPECT--
silent string
silent object
bool(false)
NULL
second unset silent
int(2)
