--TEST--
scope: Scope::inherit($p) makes a child of $p, Scope::inherit() inside a scope's coroutine a child of that scope, new Scope() and top-level Scope::inherit() are nobody's listed child
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\await;
$root = new Scope();
$a = Scope::inherit($root);
$b = Scope::inherit($root);
$top = Scope::inherit();
$detached = new Scope();
var_dump($root->getChildScopes() === [$a, $b]);
var_dump($a->getChildScopes(), $top->getChildScopes(), $detached->getChildScopes());
$inner = await($root->spawn(fn() => Scope::inherit()));
var_dump($inner instanceof Scope);
var_dump($root->getChildScopes() === [$a, $b, $inner]);
$nested = Scope::inherit($a);
var_dump($a->getChildScopes() === [$nested], count($root->getChildScopes()));
?>
--EXPECT--
bool(true)
array(0) {
}
array(0) {
}
array(0) {
}
bool(true)
bool(true)
bool(true)
int(3)
