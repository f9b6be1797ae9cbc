--TEST--
faults: exit() inside a coroutine ends the script with its status, no finally (PHP semantics)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
register_shutdown_function(function () { echo "shutdown runs\n"; });
$c = spawn(function () { suspend(); echo "exiting\n"; exit(3); });
try { await($c); } finally { echo "main finally skipped by exit? no: not printed\n"; }
echo "not reached\n";
?>
--EXPECT--
exiting
shutdown runs
