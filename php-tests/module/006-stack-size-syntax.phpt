--TEST--
module: async.stack_size takes PHP's size syntax (256K, 1M); a value out of 32K..64M, or unreadable, is refused at startup with a warning naming the range, and ini_get() shows the value in force
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
foreach (["1M", "256K", "65536", "16K", "1G", "lots"] as $v) {
    $cmd = ta_php_command() . " -d display_startup_errors=1"
        . " -d async.stack_size=$v -r " . escapeshellarg('echo ini_get("async.stack_size"), " = ", Async\runtime_stats()["fiber_stack_size"], " bytes\n";') . " 2>&1";
    echo "$v: ", trim(preg_replace('/\s+/', ' ', shell_exec($cmd))), "\n";
}
?>
--EXPECT--
1M: 1M = 1048576 bytes
256K: 256K = 262144 bytes
65536: 65536 = 65536 bytes
16K: Warning: Invalid "async.stack_size" setting: 16K (it must be a size from 32K to 64M, as 262144, 256K or 1M) in Unknown on line 0 262144 = 262144 bytes
1G: Warning: Invalid "async.stack_size" setting: 1G (it must be a size from 32K to 64M, as 262144, 256K or 1M) in Unknown on line 0 262144 = 262144 bytes
lots: Warning: Invalid "async.stack_size" setting: lots (it must be a size from 32K to 64M, as 262144, 256K or 1M) in Unknown on line 0 262144 = 262144 bytes
