--TEST--
fs_watcher: cancelling a coroutine suspended in foreach delivers AsyncCancellation there; its finally runs; dropping the watcher stops it
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, await, suspend};
$dir = sys_get_temp_dir() . "/ta-fsw6-" . getmypid();
@mkdir($dir);
$c = spawn(function () use ($dir) {
    $w = new FileSystemWatcher($dir);
    try {
        foreach ($w as $e) echo "unexpected\n";
    } finally {
        echo "finally in the iterating coroutine\n";
    }
});
suspend();
var_dump($c->isSuspended());
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo get_class($e), "\n"; }
rmdir($dir);
echo "end\n";
?>
--EXPECT--
bool(true)
finally in the iterating coroutine
Async\AsyncCancellation
end
