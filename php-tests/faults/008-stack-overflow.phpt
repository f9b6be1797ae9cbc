--TEST--
faults: a stack overflow inside a coroutine is a readable fatal error, not a bare SIGSEGV
--EXTENSIONS--
true_async
--INI--
async.stack_size=65536
--FILE--
<?php
use function Async\{spawn, await};
function down($n) { return array_map(fn($x) => down($n + 1), [1]); }
echo "before\n";
await(spawn(fn() => down(0)));
echo "not reached\n";
?>
--EXPECT--
before

Fatal error: Maximum call stack size of 65536 bytes reached in a coroutine (async.stack_size). Infinite recursion?
