--TEST--
fs_watcher: a directory watched while another coroutine writes files; foreach suspends and ends after close()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$dir = sys_get_temp_dir() . "/ta-fsw1-" . getmypid();
@mkdir($dir);
$w = new FileSystemWatcher($dir);
spawn(function () use ($dir, $w) {
    delay(10);
    file_put_contents("$dir/config.yml", "a: 1");
    delay(30);
    file_put_contents("$dir/other.txt", "x");
    delay(30);
    $w->close();
    echo "closed\n";
});
$seen = [];
$allEvents = true;
foreach ($w as $event) {
    $seen[$event->filename] = true;
    $allEvents = $allEvents && $event instanceof Async\FileSystemEvent && $event->path === $dir;
}
echo "iteration ended\n";
var_dump($allEvents);
echo implode(",", array_keys($seen)), "\n";
var_dump($w->isClosed());
array_map('unlink', glob("$dir/*")); rmdir($dir);
?>
--EXPECT--
closed
iteration ended
bool(true)
config.yml,other.txt
bool(true)
