--TEST--
future: a Future completed in a shutdown function before any coroutine ran still runs its continuation (the coroutine it spawns is drained at the request's end, as one a shutdown function spawns; before, it was made but never run, and its memory was lost)
--FILE--
<?php
register_shutdown_function(function () {
    $state = new Async\FutureState();
    $future = new Async\Future($state);
    $future->map(function ($v) { echo "map callback ran with $v\n"; })->ignore();
    $state->complete(5);
    echo "shutdown function done\n";
});
echo "script end\n";
?>
--EXPECT--
script end
shutdown function done
map callback ran with 5
