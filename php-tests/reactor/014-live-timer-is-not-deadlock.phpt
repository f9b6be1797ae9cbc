--TEST--
reactor: coroutines waiting on each other while a timer is still armed are not a deadlock; the timer's coroutine releases them
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, delay};
$state = new FutureState();
$f = new Future($state);
$a = spawn(fn() => "a saw " . $f->await());
$b = spawn(fn() => "b saw " . await($a));
spawn(function () use ($state) { delay(30); $state->complete("the timer's value"); });
echo await($b), "\n";
?>
--EXPECT--
b saw a saw the timer's value
