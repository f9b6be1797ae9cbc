--TEST--
context: string keys: find/get/has and the *Local forms see a stored value; misses give null/false
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
$c->set('name', 'value');
var_export($c->find('name')); echo "\n";
var_export($c->get('name')); echo "\n";
var_export($c->has('name')); echo "\n";
var_export($c->findLocal('name')); echo "\n";
var_export($c->getLocal('name')); echo "\n";
var_export($c->hasLocal('name')); echo "\n";
echo "--- miss\n";
var_export($c->find('other')); echo "\n";
var_export($c->has('other')); echo "\n";
var_export($c->findLocal('other')); echo "\n";
var_export($c->hasLocal('other')); echo "\n";
echo "--- values of any type\n";
$c->set('arr', [1, 2]);
$c->set('int', 7);
echo json_encode($c->get('arr')), " ", $c->get('int'), "\n";
?>
--EXPECT--
'value'
'value'
true
'value'
'value'
true
--- miss
NULL
false
NULL
false
--- values of any type
[1,2] 7
