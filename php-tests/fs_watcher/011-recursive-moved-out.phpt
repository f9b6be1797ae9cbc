--TEST--
fs_watcher: a subdirectory moved out of a recursive watch is no longer watched (its later changes are not reported), and a new directory made at its old path is
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay};
$root = sys_get_temp_dir() . "/ta-fsw11-" . getmypid();
$away = sys_get_temp_dir() . "/ta-fsw11-away-" . getmypid();
@mkdir("$root/sub", 0777, true);
$w = new FileSystemWatcher($root, recursive: true, coalesce: false);
$seen = [];
$reader = spawn(function () use ($w, &$seen) {
    foreach ($w as $e) {
        $seen[] = $e->filename;
        if ($e->filename === "sub/new.txt") break;
    }
});
delay(20);
rename("$root/sub", $away);
delay(50);
file_put_contents("$away/moved.txt", "not watched any more");
delay(50);
mkdir("$root/sub");
delay(50);
file_put_contents("$root/sub/new.txt", "watched");
$guard = spawn(function () use ($w) { delay(5000); $w->close(); });
Async\await($reader);
$guard->cancel();
$w->close();
echo implode("\n", array_values(array_unique($seen))), "\n";
unlink("$away/moved.txt"); rmdir($away);
unlink("$root/sub/new.txt"); rmdir("$root/sub"); rmdir($root);
?>
--EXPECT--
sub
sub/new.txt
