--TEST--
future: Future::getAwaitingInfo() returns TrueAsync's one-element list describing the state: "FutureState(pending)", then "FutureState(completed)" (after an error too)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$future = new Future($state);
var_dump($future->getAwaitingInfo());
$state->complete(42);
var_dump($future->getAwaitingInfo());
$failed = Future::failed(new Exception("x"))->ignore();
var_dump($failed->getAwaitingInfo() === ["FutureState(completed)"]);
var_dump((new ReflectionMethod(Future::class, "getAwaitingInfo"))->getNumberOfParameters());
$future->ignore();
?>
--EXPECT--
array(1) {
  [0]=>
  string(20) "FutureState(pending)"
}
array(1) {
  [0]=>
  string(22) "FutureState(completed)"
}
bool(true)
int(0)
