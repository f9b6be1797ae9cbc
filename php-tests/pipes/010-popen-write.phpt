--TEST--
pipes: popen() in write mode: a coroutine feeds a child that reads slowly; another coroutine keeps running
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$out = tempnam(sys_get_temp_dir(), 'ta');
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 3; $i++) { delay(20); $ticks++; } });
$writer = spawn(function () use ($out) {
    // The child reads nothing for 0.5 s: the ticker's three 20 ms ticks
    // fit in that wait also under valgrind (only this script runs under it).
    $f = popen("sleep 0.5; cat > " . escapeshellarg($out), "w");
    $n = fwrite($f, str_repeat("line\n", 30000));
    pclose($f);
    return $n;
});
var_dump(await($writer), filesize($out), $ticks);
await($ticker);
unlink($out);
?>
--EXPECT--
int(150000)
int(150000)
int(3)
