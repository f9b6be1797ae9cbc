--TEST--
pipes: with async.hook_process=0 a pipe read blocks the whole process as in stock PHP
--EXTENSIONS--
true_async
--INI--
async.hook_process=0
--FILE--
<?php
use function Async\{spawn, await, delay};
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 4; $i++) { delay(20); $ticks++; } });
$r = await(spawn(function () use (&$ticks) {
    $f = popen("sleep 0.2; echo late", "r");
    $l = fgets($f);
    pclose($f);
    return [$l, $ticks];
}));
await($ticker);
var_dump($r);
?>
--EXPECT--
array(2) {
  [0]=>
  string(5) "late
"
  [1]=>
  int(0)
}
