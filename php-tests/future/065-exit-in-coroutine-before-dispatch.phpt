--TEST--
future: exit() in a coroutine right after it completed a future: the continuation's callback never starts (its dispatch is a microtask that exit() overtakes)
--FILE--
<?php
use function Async\{spawn, await, delay};

$state = new Async\FutureState();
$future = new Async\Future($state);
$future->finally(function () { echo "finally callback ran\n"; })->ignore();
await(spawn(fn() => 1));
spawn(function () use ($state) {
    $state->complete(5);
    echo "exit in coroutine\n";
    exit(0);
});
delay(50);
echo "not reached\n";
?>
--EXPECT--
exit in coroutine
