--TEST--
await_many: await_any_or_fail() gives the first to complete, or throws if that one failed
--EXTENSIONS--
true_async
--FILE--
<?php
// Completion order comes from round-robin turns, not wall time, so it holds
// under valgrind too.
function turns(int $n) { for ($i = 0; $i < $n; $i++) Async\suspend(); }
use function Async\{spawn, await_any_or_fail};
echo await_any_or_fail([spawn(function () { turns(30); return "slow"; }), spawn(function () { turns(5); return "fast"; })]), "\n";
try {
    await_any_or_fail([spawn(function () { turns(30); return "slow"; }), spawn(function () { turns(5); throw new DomainException("fast failure"); })]);
} catch (DomainException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
fast
fast failure
