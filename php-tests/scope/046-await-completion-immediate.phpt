--TEST--
scope: awaitCompletion() returns at once, without letting other coroutines run, for an empty scope, a scope whose coroutines all ended, and a closed scope
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, timeout};
$done = new Scope();
await($done->spawn(fn() => 1));
$probe = spawn(function () { echo "other coroutine ran\n"; });
$empty = new Scope();
$empty->awaitCompletion(timeout(1000));
echo "returned for an empty scope\n";
$done->awaitCompletion(timeout(1000));
echo "returned for a scope whose coroutines ended\n";
$closed = new Scope();
$closed->dispose();
$closed->awaitCompletion(timeout(1000));
echo "returned for a closed scope\n";
await($probe);
?>
--EXPECT--
returned for an empty scope
returned for a scope whose coroutines ended
returned for a closed scope
other coroutine ran
