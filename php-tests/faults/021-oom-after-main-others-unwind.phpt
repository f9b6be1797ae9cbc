--TEST--
faults: a memory-limit error in a coroutine after the main script cancels the other coroutines, whose finally blocks run, then the shutdown functions
--EXTENSIONS--
true_async
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs Zend allocator');
?>
--INI--
memory_limit=16M
--FILE--
<?php
register_shutdown_function(function () {
    echo "shutdown function\n";
});
Async\spawn(function () {
    try {
        Async\delay(10000);
        echo "not reached\n";
    } finally {
        echo "waiter unwound: ", strlen(str_repeat("z", 100)), "\n";
    }
});
Async\spawn(function () {
    Async\suspend();
    $big = str_repeat("x", 64 * 1024 * 1024);
});
echo "main done\n";
?>
--EXPECTF--
main done

Fatal error: Allowed memory size of 16777216 bytes exhausted (tried to allocate %d bytes) in %s on line %d
waiter unwound: 100
shutdown function
