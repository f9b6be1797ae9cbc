--TEST--
fs_watcher: recursive watching sees changes in existing and newly created subdirectories, named relative to the path; non-recursive does not
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$dir = sys_get_temp_dir() . "/ta-fsw8-" . getmypid();
@mkdir("$dir/existing/deeper", 0777, true);
$rec = new FileSystemWatcher($dir, recursive: true);
$flat = new FileSystemWatcher($dir);
touch("$dir/existing/deeper/a.txt");
delay(20);
mkdir("$dir/fresh");
delay(20); // the new directory is watched once its creation is seen
touch("$dir/fresh/b.txt");
touch("$dir/top.txt");
delay(20);
$rec->close(); $flat->close();
$names = fn($w) => array_values(array_unique(array_map(fn($e) => $e->filename, iterator_to_array($w, false))));
$r = $names($rec); sort($r);
$f = $names($flat); sort($f);
echo "recursive: ", implode(", ", $r), "\n";
echo "flat: ", implode(", ", $f), "\n";
foreach (["existing/deeper/a.txt", "fresh/b.txt", "top.txt"] as $p) unlink("$dir/$p");
rmdir("$dir/existing/deeper"); rmdir("$dir/existing"); rmdir("$dir/fresh"); rmdir($dir);
?>
--EXPECT--
recursive: existing/deeper/a.txt, fresh, fresh/b.txt, top.txt
flat: fresh, top.txt
