--TEST--
faults: a stack overflow in a coroutine whose stack comes from a later slab (past the first 64 stacks, whose guards go in with one call per slab) is the same readable fatal error
--EXTENSIONS--
true_async
--INI--
async.stack_size=65536
--FILE--
<?php
use function Async\{spawn, await, suspend};
function down($n) { return array_map(fn($x) => down($n + 1), [1]); }
$held = [];
for ($i = 0; $i < 200; $i++) $held[] = spawn(fn() => suspend());
suspend(); // 200 stacks in use: the next one is from the fourth slab
echo "before\n";
await(spawn(fn() => down(0)));
echo "not reached\n";
?>
--EXPECT--
before

Fatal error: Maximum call stack size of 65536 bytes reached in a coroutine (async.stack_size). Infinite recursion?
