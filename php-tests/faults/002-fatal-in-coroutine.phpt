--TEST--
faults: a fatal error inside a coroutine is reported normally and ends the script
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
register_shutdown_function(function () { echo "shutdown runs\n"; });
$c = spawn(function () { suspend(); echo "before\n"; undefined_function_xyz(); });
await($c);
echo "not reached\n";
?>
--EXPECTF--
before

Fatal error: Uncaught Error: Call to undefined function undefined_function_xyz() in %s:4
%A
