--TEST--
iterate: an exception thrown by the Traversable itself stops the iteration, cancels running callbacks and is rethrown
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
function failing() {
    yield 1;
    yield 2;
    throw new LogicException("generator failed");
}
try {
    iterate(failing(), function ($v) { echo "callback $v\n"; });
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
function slow_failing() {
    yield 1;
    delay(10);
    throw new LengthException("late failure");
}
try {
    iterate(slow_failing(), function ($v) {
        echo "callback $v started\n";
        try {
            delay(50);
            echo "callback $v finished\n";
        } catch (Async\AsyncCancellation $e) {
            echo "callback $v: ", $e->getMessage(), "\n";
        }
    }, 2);
} catch (LengthException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
callback 1
callback 2
caught: generator failed
callback 1 started
callback 1: Cancellation of the iterator due to an exception
caught: late failure
