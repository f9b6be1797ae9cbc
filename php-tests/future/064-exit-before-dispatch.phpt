--TEST--
future: exit() in the main script after a completion whose continuations were not dispatched yet (no coroutine ever ran): the callbacks never start, and shutdown functions still run
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown function\n"; });
$state = new Async\FutureState();
$future = new Async\Future($state);
$mapped = $future->map(function ($v) { echo "map callback ran\n"; });
$state->complete(new ArrayObject([1, 2]));
echo "exit\n";
exit(0);
?>
--EXPECT--
exit
shutdown function
