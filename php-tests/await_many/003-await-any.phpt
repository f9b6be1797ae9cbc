--TEST--
await_many: await_any_or_fail() gives the first to complete, or throws if that one failed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay, await_any_or_fail};
echo await_any_or_fail([spawn(function () { delay(30); return "slow"; }), spawn(function () { delay(5); return "fast"; })]), "\n";
try {
    await_any_or_fail([spawn(function () { delay(30); return "slow"; }), spawn(function () { delay(5); throw new DomainException("fast failure"); })]);
} catch (DomainException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
fast
fast failure
