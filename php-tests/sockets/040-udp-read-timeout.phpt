--TEST--
sockets: a UDP client's read with a stream timeout times out as in stock PHP, inside a coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function udp_timeout() {
    $srv = stream_socket_server("udp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND);
    $c = stream_socket_client("udp://" . stream_socket_get_name($srv, false));
    stream_set_timeout($c, 0, 150000);
    $start = hrtime(true);
    $r = fread($c, 10);
    return [$r, stream_get_meta_data($c)['timed_out'], (hrtime(true) - $start) / 1e6 >= 140];
}
$stock = udp_timeout();
var_dump($stock === await(spawn('udp_timeout')), $stock);
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
