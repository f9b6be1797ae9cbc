--TEST--
future: a FutureState completed by another coroutine wakes the awaiting one
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, delay};
$state = new FutureState();
$future = new Future($state);
var_dump($future instanceof Async\Completable, $future->isCompleted());
spawn(function () use ($state) {
    delay(5);
    echo "completing\n";
    $state->complete(["a" => 1]);
});
var_dump(await($future));
var_dump($future->isCompleted(), $state->isCompleted(), $future->isCancelled());
// A completed future replays: awaiting again returns at once, same value.
var_dump($future->await());
?>
--EXPECT--
bool(true)
bool(false)
completing
array(1) {
  ["a"]=>
  int(1)
}
bool(true)
bool(true)
bool(false)
array(1) {
  ["a"]=>
  int(1)
}
