--TEST--
faults: running out of memory with many coroutines queued ends like PHP's own out-of-memory error (the fatal error, then shutdown functions run), not with the process killed for passing the hard limit while each queued coroutine got its own cancellation exception
--EXTENSIONS--
true_async
--SKIPIF--
<?php
// Without Zend's allocator (valgrind runs) memory_limit is not enforced.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs Zend allocator');
?>
--INI--
memory_limit=4M
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown function ran\n"; });
$fn = fn() => 1;
$xs = [];
for ($i = 0; $i < 1000000; $i++) {
    $xs[] = Async\spawn($fn);
}
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Allowed memory size of %d bytes exhausted%s(tried to allocate %d bytes) in %s on line %d
shutdown function ran
