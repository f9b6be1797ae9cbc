--TEST--
future: a future completed by a finally block while exit() cancels the coroutines: its continuation's callback never starts, as a coroutine spawned then would not
--FILE--
<?php
use function Async\{spawn, delay};

$state = new Async\FutureState();
$future = new Async\Future($state);
$future->map(function ($v) { echo "map callback ran with $v\n"; })->ignore();
spawn(function () use ($state) {
    try {
        delay(10000);
    } finally {
        $state->complete(7);
        echo "finally completed the future\n";
    }
});
delay(1);
echo "exit\n";
exit(0);
?>
--EXPECT--
exit
finally completed the future
