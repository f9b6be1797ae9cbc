--TEST--
native: a Future's continuations are dispatched by a microtask in the queue C pushes to: completing the future queues it between the C microtasks queued before and after, and the continuation's coroutine is spawned when the queue drains at the next switch, so a coroutine spawned right after the completion, and the completer that only yielded its turn, run first
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, suspend};

$state = new Async\FutureState();
$future = new Async\Future($state);
$mapped = $future->map(function ($v) { echo "map sees $v\n"; return $v * 2; });
$done = $future->finally(function () { echo "finally runs\n"; });

$completer = spawn(function () use ($state) {
    native_microtask("before");
    $state->complete(21);
    echo "completed\n";
    spawn(function () { echo "coroutine spawned after the completion runs\n"; });
    native_microtask("after");
    echo "completer suspends\n";
    suspend();
    echo "completer resumes\n";
});
var_dump(await($mapped));
await($done);
await($completer);
?>
--EXPECT--
completed
completer suspends
microtask before (ref_count 1)
dtor before
microtask after (ref_count 1)
dtor after
coroutine spawned after the completion runs
completer resumes
map sees 21
finally runs
int(42)
