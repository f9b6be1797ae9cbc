--TEST--
coroutine: unique increasing ids, current_coroutine() identity, main coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};
Async\suspend(); // launches the scheduler: the script becomes the main coroutine
$main = current_coroutine();
var_dump($main === current_coroutine(), $main->isRunning());
$a = spawn(fn() => current_coroutine());
$b = spawn(fn() => current_coroutine());
var_dump(await($a) === $a, await($b) === $b);
var_dump($a->getId() < $b->getId(), $a->getId() !== $main->getId());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
