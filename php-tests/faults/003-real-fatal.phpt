--TEST--
faults: an engine fatal (bailout) in a coroutine returns to main and ends cleanly
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
register_shutdown_function(function () { echo "shutdown runs\n"; });
spawn(function () { suspend(); echo "other coroutine cancelled: never printed\n"; });
$c = spawn(function () {
    echo "defining\n";
    eval('class Dup {} class Dup {}');
});
await($c);
echo "not reached\n";
?>
--EXPECTF--
defining

Fatal error: Cannot declare class Dup, because the name is already in use in %s(7) : eval()'d code on line 1
shutdown runs
