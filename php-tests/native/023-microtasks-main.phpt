--TEST--
native: a microtask queued by the main script runs at main's next suspension, or when the main script ends if it never suspends (before shutdown functions); one queued by a shutdown function runs after it
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\spawn;
use function Async\await;

echo "main queues m1\n";
native_microtask("m1");
$c = spawn(function () {
    echo "coroutine runs\n";
});
echo "main awaits\n";
await($c);
echo "main queues m2\n";
native_microtask("m2");
register_shutdown_function(function () {
    echo "shutdown function queues m3\n";
    native_microtask("m3");
    echo "shutdown function ends\n";
});
echo "main ends\n";
?>
--EXPECT--
main queues m1
main awaits
microtask m1 (ref_count 1)
dtor m1
coroutine runs
main queues m2
main ends
microtask m2 (ref_count 1)
dtor m2
shutdown function queues m3
shutdown function ends
microtask m3 (ref_count 1)
dtor m3
