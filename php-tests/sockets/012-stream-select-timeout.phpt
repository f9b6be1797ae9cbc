--TEST--
sockets: stream_select() that times out gives stock PHP's result (0, arrays emptied) inside a coroutine, while other coroutines run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
function select_nothing() {
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    $r = [$a]; $w = null; $e = null;
    $start = hrtime(true);
    $n = stream_select($r, $w, $e, 0, 250000);
    return [$n, $r, (hrtime(true) - $start) / 1e6 >= 240];
}
$stock = select_nothing();
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; } });
$ours = await(spawn('select_nothing'));
await($ticker);
var_dump($stock === $ours, $ours, $ticks);
?>
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(0)
  [1]=>
  array(0) {
  }
  [2]=>
  bool(true)
}
int(5)
