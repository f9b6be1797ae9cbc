--TEST--
future: complete() or error() a second time throws AsyncException and keeps the first outcome
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$f = new Future($state);
$state->complete(1);
foreach ([fn() => $state->complete(2), fn() => $state->error(new Exception("late"))] as $again) {
    try { $again(); } catch (Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump($f->await());
try { $state->error("not a throwable"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new Future(new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { Future::failed(42); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECTF--
Async\AsyncException: FutureState is already completed at %s002-complete-twice.php:5
Async\AsyncException: FutureState is already completed at %s002-complete-twice.php:5
int(1)
Async\FutureState::error(): Argument #1 ($throwable) must be of type Throwable, string given
Async\Future::__construct(): Argument #1 ($state) must be of type Async\FutureState, stdClass given
Async\Future::failed(): Argument #1 ($throwable) must be of type Throwable, int given
