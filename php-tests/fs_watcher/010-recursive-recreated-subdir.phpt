--TEST--
fs_watcher: a recursive watch keeps watching a subdirectory deleted and created again at the same path; the deletion is reported once, by its parent, as "sub/deep"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$root = sys_get_temp_dir() . "/ta-fsw10-" . getmypid();
@mkdir("$root/sub/deep", 0777, true);
$w = new FileSystemWatcher($root, recursive: true, coalesce: false);
$seen = [];
$reader = spawn(function () use ($w, &$seen) {
    foreach ($w as $e) {
        $seen[] = $e->filename;
        if ($e->filename === "sub/deep/b.txt") break;
    }
});
file_put_contents("$root/sub/deep/a.txt", "1");
delay(50);
unlink("$root/sub/deep/a.txt");
rmdir("$root/sub/deep");
delay(50);
mkdir("$root/sub/deep");
delay(50); // the recreated directory is watched once its creation is seen
file_put_contents("$root/sub/deep/b.txt", "2");
$guard = spawn(function () use ($w) { delay(5000); $w->close(); });
Async\await($reader);
$guard->cancel();
$w->close();
$names = array_values(array_unique($seen));
echo implode("\n", $names), "\n";
unlink("$root/sub/deep/b.txt"); rmdir("$root/sub/deep"); rmdir("$root/sub"); rmdir($root);
?>
--EXPECT--
sub/deep/a.txt
sub/deep
sub/deep/b.txt
