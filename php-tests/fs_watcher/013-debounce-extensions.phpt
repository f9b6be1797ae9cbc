--TEST--
fs_watcher: with debounceMs only changes to files with a listed extension count (without case, a leading dot optional, entries that are not strings skipped); others deliver nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$dir = sys_get_temp_dir() . "/ta-fsw13-" . getmypid();
@mkdir($dir);
$w = new FileSystemWatcher($dir, false, true, 100, 0, [42, ".PHP", "env", null]);
$log = [];
spawn(function () use ($dir, $w, &$log) {
    file_put_contents("$dir/notes.log", "x");
    file_put_contents("$dir/page.php.bak", "x");
    file_put_contents("$dir/php", "x");
    delay(600); // well past the quiet window: nothing counted, nothing came
    $log[] = "after unlisted changes";
    file_put_contents("$dir/Index.Php", "x");
    delay(600);
    $log[] = "after a listed change";
    $w->close();
});
foreach ($w as $e) {
    $log[] = "event, filename " . var_export($e->filename, true);
}
echo implode("\n", $log), "\n";
array_map('unlink', glob("$dir/*")); rmdir($dir);
?>
--EXPECT--
after unlisted changes
event, filename NULL
after a listed change
