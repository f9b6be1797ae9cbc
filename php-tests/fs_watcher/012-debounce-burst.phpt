--TEST--
fs_watcher: with debounceMs a burst of changes to several files is delivered once, after the quiet window, as one event without a file name whose flags are those of the burst OR-ed
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$dir = sys_get_temp_dir() . "/ta-fsw12-" . getmypid();
@mkdir($dir);
$w = new FileSystemWatcher($dir, debounceMs: 150);
spawn(function () use ($dir, $w) {
    for ($i = 0; $i < 6; $i++) {
        file_put_contents("$dir/f$i.txt", "x"); // created (renamed) and written (changed)
        delay(10);
    }
    delay(1000);
    $w->close();
});
$events = [];
foreach ($w as $e) {
    $events[] = $e;
}
echo count($events), " event\n";
var_dump($events[0]->path === $dir, $events[0]->filename, $events[0]->renamed, $events[0]->changed);
array_map('unlink', glob("$dir/*")); rmdir($dir);
?>
--EXPECT--
1 event
bool(true)
NULL
bool(true)
bool(true)
