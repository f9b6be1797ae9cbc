--TEST--
fs_watcher: changes that never go quiet are delivered at the latest maxHoldMs after the burst's first change; without maxHoldMs only once they stop
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\FileSystemWatcher;
use function Async\{spawn, delay, await};
$dir = sys_get_temp_dir() . "/ta-fsw14-" . getmypid();
@mkdir($dir);
function count_deliveries(string $dir, int $maxHold): int {
    $w = new FileSystemWatcher($dir, debounceMs: 2000, maxHoldMs: $maxHold);
    $writer = spawn(function () use ($dir, $w) {
        // A write every 20 ms for 1.5 s: never 2 s of quiet.
        for ($i = 0; $i < 75; $i++) { file_put_contents("$dir/busy.txt", "$i"); delay(20); }
        delay(2600); // the last burst settles
        $w->close();
    });
    $n = 0;
    foreach ($w as $e) $n++;
    await($writer);
    return $n;
}
$held = count_deliveries($dir, 300);
echo "maxHoldMs 300: ", $held >= 2 ? "delivered during the burst" : "only $held", "\n";
echo "no maxHoldMs: ", count_deliveries($dir, 0), " delivery\n";
unlink("$dir/busy.txt"); rmdir($dir);
?>
--EXPECT--
maxHoldMs 300: delivered during the burst
no maxHoldMs: 1 delivery
