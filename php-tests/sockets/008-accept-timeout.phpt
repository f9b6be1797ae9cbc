--TEST--
sockets: stream_socket_accept() with a timeout waits in the coroutine (others run) and fails as stock PHP does
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
function accept_nobody() {
    $srv = stream_socket_server("tcp://127.0.0.1:0");
    $start = hrtime(true);
    $c = stream_socket_accept($srv, 0.3);
    return [$c, (hrtime(true) - $start) / 1e6 >= 290];
}
var_dump(accept_nobody());
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; } });
var_dump(await(spawn('accept_nobody')));
await($ticker);
var_dump($ticks);
?>
--EXPECTF--
Warning: stream_socket_accept(): Accept failed: Connection timed out in %s on line %d
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}

Warning: stream_socket_accept(): Accept failed: Connection timed out in %s on line %d
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}
int(5)
