--TEST--
fs_watcher: a single file can be watched; its changes carry its name
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$file = sys_get_temp_dir() . "/ta-fsw5-" . getmypid() . ".txt";
file_put_contents($file, "v1");
$w = new FileSystemWatcher($file);
spawn(function () use ($file) { delay(10); file_put_contents($file, "v2"); });
foreach ($w as $e) {
    echo $e->filename === basename($file) ? "the file" : "other: {$e->filename}", " changed=", var_export($e->changed, true), "\n";
    break;
}
$w->close();
unlink($file);
?>
--EXPECT--
the file changed=true
