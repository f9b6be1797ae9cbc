--TEST--
native: a microtask that queues another: the new one runs in the same drain, after those queued before it and before the next coroutine
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;

spawn(function () {
    native_microtask("a", "chain");
    native_microtask("b");
    suspend();
    echo "A resumes\n";
});
spawn(function () {
    echo "B runs\n";
});
?>
--EXPECT--
microtask a (ref_count 1)
microtask a queued a+
dtor a
microtask b (ref_count 1)
dtor b
microtask a+ (ref_count 1)
dtor a+
B runs
A resumes
