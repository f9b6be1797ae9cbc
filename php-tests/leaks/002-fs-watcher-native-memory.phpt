--TEST--
leaks: a closed Async\FileSystemWatcher leaves no native memory behind, also in code that never waits
--EXTENSIONS--
true_async
--SKIPIF--
<?php if (!is_readable('/proc/self/status')) die('skip needs /proc/self/status');
--FILE--
<?php
require __DIR__ . '/rss.inc';
use Async\FileSystemWatcher;
use function Async\delay;
$dir = sys_get_temp_dir() . '/ta-leaks-002-' . getmypid();
@mkdir($dir);
// 30k watchers: about 220 bytes each were kept until the request ended
// (6.6 MB). A turn of the loop now and then lets libuv free the closed
// handles, as any real program's waits do.
rss_check('closed', 30000, 3 << 20, function ($i) use ($dir) {
    $w = new FileSystemWatcher($dir);
    $w->close();
    if ($i % 100 === 0) delay(1);
});
rss_check('dropped', 30000, 3 << 20, function ($i) use ($dir) {
    $w = new FileSystemWatcher($dir);
    if ($i % 100 === 0) delay(1);
});
rss_check('never waiting', 30000, 3 << 20, function ($i) use ($dir) {
    (new FileSystemWatcher($dir))->close();
});
rmdir($dir);
?>
--EXPECT--
closed: flat
dropped: flat
never waiting: flat
