--TEST--
scope: a parent scope without coroutines of its own is not finished while a descendant scope has an active coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$parent = new Scope();
$child = Scope::inherit($parent);
$grandchild = Scope::inherit($child);
$c = $grandchild->spawn(function () { delay(10); });
suspend();
var_dump($parent->isFinished(), $child->isFinished(), $grandchild->isFinished());
await($c);
var_dump($parent->isFinished(), $child->isFinished(), $grandchild->isFinished());
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
