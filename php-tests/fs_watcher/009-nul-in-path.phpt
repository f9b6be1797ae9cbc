--TEST--
fs_watcher: a path with a NUL byte is the ValueError PHP gives for paths
--EXTENSIONS--
true_async
--FILE--
<?php
foreach (["/tmp\0x", ""] as $path) {
    try {
        new Async\FileSystemWatcher($path);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
ValueError: Async\FileSystemWatcher::__construct(): Argument #1 ($path) must not contain any null bytes
ValueError: Async\FileSystemWatcher::__construct(): Argument #1 ($path) cannot be empty
