--TEST--
future: isCancelled() is true for a Future whose outcome is an AsyncCancellation, however it got it (FutureState::error(), Future::failed(), a continuation cancelled), false for other errors and results
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState, AsyncCancellation};
use function Async\await;
$state = new FutureState();
$f = new Future($state);
var_dump($f->isCancelled());
$state->error(new AsyncCancellation("stop"));
var_dump($f->isCancelled(), $state->isCancelled());
$f->ignore();
$other = new FutureState();
$g = new Future($other);
$other->error(new RuntimeException("plain"));
var_dump($g->isCancelled(), $other->isCancelled());
$g->ignore();
var_dump(Future::failed(new AsyncCancellation("x"))->ignore()->isCancelled());
var_dump(Future::completed(1)->isCancelled());
$mapped = Future::completed(1)->map(function () { throw new AsyncCancellation("in map"); });
try { await($mapped); } catch (AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
var_dump($mapped->isCancelled());
?>
--EXPECTF--
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s062-cancelled-by-outcome.php:16 in %s062-cancelled-by-outcome.php on line 16
bool(false)
in map
bool(true)