--TEST--
fs_watcher: close() is idempotent; after close no new change is recorded, but what was buffered is still iterated
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\delay;
$dir = sys_get_temp_dir() . "/ta-fsw4-" . getmypid();
@mkdir($dir);
$w = new FileSystemWatcher($dir);
touch("$dir/before.txt");
delay(20);
var_dump($w->isClosed());
$w->close();
$w->close();
touch("$dir/after.txt");
delay(20);
foreach ($w as $k => $e) echo "$k => ", $e->filename, "\n";
var_dump($w->isClosed());
array_map('unlink', glob("$dir/*")); rmdir($dir);
?>
--EXPECT--
bool(false)
0 => before.txt
bool(true)
