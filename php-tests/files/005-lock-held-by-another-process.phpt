--TEST--
files: a lock held by another process: the coroutine waits (others run) and gets it once the process lets go
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$f = tempnam(sys_get_temp_dir(), 'ta');
$holder = proc_open(["flock", $f, "sh", "-c", "echo locked; sleep 0.3"], [1 => ["pipe", "w"]], $pipes);
var_dump(fgets($pipes[1]));
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(30); $ticks++; } });
$start = hrtime(true);
$got = await(spawn(function () use ($f) { $h = fopen($f, 'c'); return flock($h, LOCK_EX); }));
$ms = (hrtime(true) - $start) / 1e6;
await($ticker);
var_dump($got, $ticks, $ms >= 150);
fclose($pipes[1]);
proc_close($holder);
unlink($f);
?>
--EXPECT--
string(7) "locked
"
bool(true)
int(5)
bool(true)
