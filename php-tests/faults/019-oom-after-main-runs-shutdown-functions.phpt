--TEST--
faults: a memory-limit error in a coroutine that runs after the main script still lets the user's shutdown functions run (the engine's out-of-memory state is cleared as PHP clears it after the script)
--EXTENSIONS--
true_async
--SKIPIF--
<?php
// Without Zend's allocator (valgrind runs) memory_limit is not enforced.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs Zend allocator');
?>
--INI--
memory_limit=16M
--FILE--
<?php
register_shutdown_function(function () {
    echo "first shutdown function\n";
    echo strlen(str_repeat("y", 1000)), "\n";
});
register_shutdown_function(function () {
    echo "second shutdown function\n";
});
Async\spawn(function () {
    Async\suspend();
    $big = str_repeat("x", 64 * 1024 * 1024);
    echo "not reached\n";
});
echo "main done\n";
?>
--EXPECTF--
main done

Fatal error: Allowed memory size of 16777216 bytes exhausted (tried to allocate %d bytes) in %s on line %d
first shutdown function
1000
second shutdown function
