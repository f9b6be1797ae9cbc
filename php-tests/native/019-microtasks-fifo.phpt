--TEST--
native: microtasks queued in a coroutine run in FIFO order when it suspends, in its context, before the next coroutine runs
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;

$base = native_microtask_dtor_calls();
$a = spawn(function () {
    echo "A queues\n";
    native_microtask("m1");
    native_microtask("m2");
    native_microtask("m3");
    echo "A suspends\n";
    suspend();
    echo "A resumes\n";
});
$b = spawn(function () {
    echo "B runs\n";
    native_microtask("m4");
    echo "B suspends\n";
    suspend();
    echo "B resumes\n";
});
Async\await($a);
Async\await($b);
echo "done, dtor calls: ", native_microtask_dtor_calls() - $base, "\n";
?>
--EXPECT--
A queues
A suspends
microtask m1 (ref_count 1)
dtor m1
microtask m2 (ref_count 1)
dtor m2
microtask m3 (ref_count 1)
dtor m3
B runs
B suspends
microtask m4 (ref_count 1)
dtor m4
A resumes
B resumes
done, dtor calls: 4
