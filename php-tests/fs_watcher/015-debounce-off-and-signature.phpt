--TEST--
fs_watcher: the constructor's TrueAsync signature; debounceMs of 0 or less means no debounce (every file reported by name) and extensions then filter nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\delay;
$m = new ReflectionMethod(FileSystemWatcher::class, "__construct");
foreach ($m->getParameters() as $p) {
    echo $p->getType(), " $", $p->getName(), $p->isOptional() ? " (optional)" : "", "\n";
}
$dir = sys_get_temp_dir() . "/ta-fsw15-" . getmypid();
@mkdir($dir);
foreach ([0, -5] as $debounce) {
    $w = new FileSystemWatcher($dir, false, true, $debounce, -1, ["php"]);
    file_put_contents("$dir/a.txt", "x");
    file_put_contents("$dir/b.log", "x");
    delay(100);
    $w->close();
    $names = array_map(fn($e) => $e->filename, iterator_to_array($w, false));
    sort($names);
    echo "debounceMs $debounce: ", implode(", ", $names), "\n";
}
array_map('unlink', glob("$dir/*")); rmdir($dir);
?>
--EXPECT--
string $path
bool $recursive (optional)
bool $coalesce (optional)
?int $debounceMs (optional)
?int $maxHoldMs (optional)
?array $extensions (optional)
debounceMs 0: a.txt, b.log
debounceMs -5: a.txt, b.log
