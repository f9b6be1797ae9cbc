--TEST--
fs_watcher: two watchers of one directory each see the same change; a coroutine iterating each
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay, await_all};
$dir = sys_get_temp_dir() . "/ta-fsw7-" . getmypid();
@mkdir($dir);
$w1 = new FileSystemWatcher($dir);
$w2 = new FileSystemWatcher($dir);
$readers = [];
foreach ([$w1, $w2] as $i => $w) {
    $readers[] = spawn(function () use ($w, $i) {
        foreach ($w as $e) {
            return "watcher $i saw {$e->filename}";
        }
    });
}
spawn(function () use ($dir) { delay(10); touch("$dir/shared.txt"); });
[$r] = await_all($readers);
sort($r);
print_r($r);
$w1->close(); $w2->close();
unlink("$dir/shared.txt"); rmdir($dir);
?>
--EXPECT--
Array
(
    [0] => watcher 0 saw shared.txt
    [1] => watcher 1 saw shared.txt
)
