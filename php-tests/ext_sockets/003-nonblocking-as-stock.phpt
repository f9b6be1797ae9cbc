--TEST--
ext_sockets: a Socket set non-blocking is not waited on: socket_read() fails at once as in stock PHP
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await};
function nb() {
    socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
    socket_set_nonblock($p[0]);
    $start = hrtime(true);
    $r = @socket_read($p[0], 10);
    return [$r, socket_last_error($p[0]) === SOCKET_EAGAIN, (hrtime(true) - $start) / 1e6 < 100];
}
$stock = nb();
var_dump($stock === await(spawn('nb')), $stock);
?>
--EXPECT--
bool(true)
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
