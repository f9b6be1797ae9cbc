--TEST--
scope: Scope is a final class implementing ScopeProvider (not Awaitable), SpawnStrategy extends ScopeProvider, provideScope() returns the same object, no Scope::global()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
$r = new ReflectionClass(Scope::class);
var_dump($r->isFinal());
var_dump($r->implementsInterface(Async\ScopeProvider::class));
var_dump($r->getConstructor()->getNumberOfParameters());
var_dump(method_exists(Scope::class, 'global'));
$strategy = new ReflectionClass(Async\SpawnStrategy::class);
var_dump($strategy->isInterface(), $strategy->getInterfaceNames());
$s = new Scope();
var_dump($s instanceof Async\ScopeProvider, $s instanceof Async\Awaitable);
var_dump($s->provideScope() === $s);
$t = new Scope();
var_dump($t->provideScope() === $s);
?>
--EXPECT--
bool(true)
bool(true)
int(0)
bool(false)
bool(true)
array(1) {
  [0]=>
  string(19) "Async\ScopeProvider"
}
bool(true)
bool(false)
bool(true)
bool(false)
