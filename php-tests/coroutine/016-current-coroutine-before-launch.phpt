--TEST--
coroutine: current_coroutine() before the scheduler launched (the script is no coroutine yet) throws AsyncException "The current coroutine is not defined"; afterwards it is main, inside a coroutine that coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine, get_coroutines};
try { current_coroutine(); echo "returned\n"; } catch (Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(count(get_coroutines()));
$c = spawn(fn() => current_coroutine());
$main = current_coroutine();
var_dump($main->getId() !== $c->getId(), await($c) === $c, current_coroutine() === $main);
?>
--EXPECT--
Async\AsyncException: The current coroutine is not defined
int(0)
bool(true)
bool(true)
bool(true)
