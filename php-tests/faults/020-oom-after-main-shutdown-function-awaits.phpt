--TEST--
faults: after a memory-limit error in a coroutine that ran after the main script, a shutdown function can still spawn, delay and await
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
    $c = Async\spawn(function () {
        Async\delay(5);
        return "child result";
    });
    Async\delay(1);
    echo "shutdown function: ", Async\await($c), "\n";
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
shutdown function: child result
