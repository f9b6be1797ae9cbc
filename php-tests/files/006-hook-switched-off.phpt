--TEST--
files: with async.hook_files=0 flock() on a lock another process holds blocks the whole process, as stock PHP
--EXTENSIONS--
true_async
--INI--
async.hook_files=0
--FILE--
<?php
use function Async\{spawn, await, delay};
$f = tempnam(sys_get_temp_dir(), 'ta');
$holder = proc_open(["flock", $f, "sh", "-c", "echo locked; sleep 0.2"], [1 => ["pipe", "w"]], $pipes);
fgets($pipes[1]);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 3; $i++) { delay(20); $ticks++; } });
$r = await(spawn(function () use ($f, &$ticks) { $h = fopen($f, 'c'); return [flock($h, LOCK_EX), $ticks]; }));
await($ticker);
var_dump($r);
fclose($pipes[1]);
proc_close($holder);
unlink($f);
?>
--EXPECT--
array(2) {
  [0]=>
  bool(true)
  [1]=>
  int(0)
}
