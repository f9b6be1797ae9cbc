--TEST--
cancel: the reason must be an AsyncCancellation
--EXTENSIONS--
true_async
--FILE--
<?php
$c = Async\spawn(fn() => 1);
try { $c->cancel(new RuntimeException("x")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->isCancellationRequested());
try { Async\protect("strlen"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation
bool(false)
Async\protect(): Argument #1 ($closure) must be of type Closure, string given
