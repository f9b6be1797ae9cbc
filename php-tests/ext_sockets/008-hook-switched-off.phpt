--TEST--
ext_sockets: with async.hook_sockets=0 socket_read() blocks the whole process as in stock PHP
--EXTENSIONS--
sockets
true_async
--INI--
async.hook_sockets=0
--FILE--
<?php
use function Async\{spawn, await, delay};
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 3; $i++) { delay(20); $ticks++; } });
$writer = proc_open("sleep 0.2", [], $x);
$r = await(spawn(function () use ($p, &$ticks) {
    socket_set_option($p[0], SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 150000]);
    $r = @socket_read($p[0], 10);
    return [$r, $ticks];
}));
await($ticker);
proc_close($writer);
var_dump($r);
?>
--EXPECT--
array(2) {
  [0]=>
  bool(false)
  [1]=>
  int(0)
}
