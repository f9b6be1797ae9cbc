--TEST--
fs_watcher: changes are buffered from creation; coalescing keeps one entry per file, raw mode every change
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\delay;
$dir = sys_get_temp_dir() . "/ta-fsw2-" . getmypid();
@mkdir($dir);
$coalesced = new FileSystemWatcher($dir);
$raw = new FileSystemWatcher($dir, coalesce: false);
for ($i = 0; $i < 3; $i++) {
    file_put_contents("$dir/log.txt", "line $i\n", FILE_APPEND);
}
delay(30); // the reactor runs: both watchers buffer what happened
$coalesced->close();
$raw->close();
$c = iterator_to_array($coalesced, false);
$r = iterator_to_array($raw, false);
echo "coalesced: ", count($c), " entry for ", $c[0]->filename, ", renamed=", var_export($c[0]->renamed, true), ", changed=", var_export($c[0]->changed, true), "\n";
var_dump(count($r) > count($c));
echo "raw entries all for log.txt: ", var_export(array_unique(array_map(fn($e) => $e->filename, $r)) === ["log.txt"], true), "\n";
unlink("$dir/log.txt"); rmdir($dir);
?>
--EXPECT--
coalesced: 1 entry for log.txt, renamed=true, changed=true
bool(true)
raw entries all for log.txt: true
