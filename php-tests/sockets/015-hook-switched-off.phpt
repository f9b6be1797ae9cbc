--TEST--
sockets: with async.hook_sockets=0 a socket read blocks the whole process as in stock PHP (no other coroutine runs meanwhile)
--EXTENSIONS--
true_async
--INI--
async.hook_sockets=0
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; } });
$reader = spawn(function () use ($a, &$ticks) {
    stream_set_timeout($a, 0, 200000);
    $r = fread($a, 10);
    return [$r, $ticks];
});
var_dump(await($reader));
await($ticker);
ini_set('async.hook_sockets', '1');
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; } });
var_dump(await(spawn(function () use ($a, &$ticks) { $r = fread($a, 10); return [$r, $ticks]; })));
?>
--EXPECT--
array(2) {
  [0]=>
  bool(false)
  [1]=>
  int(0)
}
array(2) {
  [0]=>
  bool(false)
  [1]=>
  int(5)
}
