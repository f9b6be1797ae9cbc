--TEST--
scope: Scope::spawn() returns a not-yet-run Coroutine; coroutines of several scopes and plain spawn() share one FIFO run queue and start only when the spawner suspends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, suspend};
$s1 = new Scope();
$s2 = new Scope();
$a = $s1->spawn(function () { echo "a\n"; });
$b = spawn(function () { echo "b\n"; });
$c = $s2->spawn(function () { echo "c\n"; });
$d = $s1->spawn(function () { echo "d\n"; });
var_dump($a instanceof Async\Coroutine, $c instanceof Async\Coroutine, $a->isCompleted());
echo "spawner continues\n";
suspend();
echo "after suspend\n";
var_dump($a->isCompleted(), $d->isCompleted());
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
spawner continues
a
b
c
d
after suspend
bool(true)
bool(true)
