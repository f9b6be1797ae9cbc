--TEST--
fs_watcher: watching a missing path is an Error naming it; an empty path is a ValueError; wrong types are TypeErrors
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
try { new FileSystemWatcher("/no/such/dir/anywhere"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new FileSystemWatcher(""); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new FileSystemWatcher([]); } catch (TypeError $e) { echo "TypeError\n"; }
?>
--EXPECT--
Error: Async\FileSystemWatcher::__construct(): cannot watch "/no/such/dir/anywhere": no such file or directory (-2)
ValueError: Async\FileSystemWatcher::__construct(): Argument #1 ($path) cannot be empty
TypeError
