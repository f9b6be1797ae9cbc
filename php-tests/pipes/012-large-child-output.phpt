--TEST--
pipes: 1 MiB of child output read with stream_get_contents() in a coroutine while another coroutine keeps ticking
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 3; $i++) { delay(20); $ticks++; } });
$r = await(spawn(function () {
    $p = proc_open("sleep 0.1; head -c 1048576 /dev/zero", [1 => ["pipe", "w"]], $pipes);
    $out = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    return [strlen($out), $out === str_repeat("\0", 1048576), proc_close($p)];
}));
await($ticker);
var_dump($r, $ticks);
?>
--EXPECT--
array(3) {
  [0]=>
  int(1048576)
  [1]=>
  bool(true)
  [2]=>
  int(0)
}
int(3)
