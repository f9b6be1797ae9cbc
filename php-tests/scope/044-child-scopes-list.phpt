--TEST--
scope: getChildScopes() lists the child Scope objects in creation order, not grandchildren, and drops a child whose object was destroyed
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
$p = new Scope();
var_dump($p->getChildScopes());
$a = Scope::inherit($p);
$b = Scope::inherit($p);
$g = Scope::inherit($a);
var_dump($p->getChildScopes() === [$a, $b]);
var_dump($a->getChildScopes() === [$g]);
unset($b);
var_dump($p->getChildScopes() === [$a]);
$c = Scope::inherit($p);
var_dump($p->getChildScopes() === [$a, $c]);
?>
--EXPECT--
array(0) {
}
bool(true)
bool(true)
bool(true)
bool(true)
