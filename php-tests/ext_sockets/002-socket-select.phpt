--TEST--
ext_sockets: socket_select() waits in the reactor while other coroutines run; a timeout gives stock PHP's 0
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
function pair() { socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p); return $p; }
function select_timeout() {
    [$a, $b] = pair();
    $r = [$a]; $w = null; $e = null;
    $n = socket_select($r, $w, $e, 0, 150000);
    return [$n, $r];
}
$stock = select_timeout();
[$a, $b] = pair();
$ticks = 0;
$writer = spawn(function () use (&$ticks, $b) { for ($i = 0; $i < 4; $i++) { delay(20); $ticks++; } socket_write($b, "x"); });
$r = ['k' => $a]; $w = null; $e = null;
var_dump(socket_select($r, $w, $e, 5), array_keys($r), $ticks);
await($writer);
var_dump(await(spawn('select_timeout')) === $stock, $stock);
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "k"
}
int(4)
bool(true)
array(2) {
  [0]=>
  int(0)
  [1]=>
  array(0) {
  }
}
