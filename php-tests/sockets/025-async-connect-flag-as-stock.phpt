--TEST--
sockets: STREAM_CLIENT_ASYNC_CONNECT is left to PHP: the stream comes back at once and stream_select() reports it writable once connected
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($srv, false);
var_dump(await(spawn(function () use ($addr, $srv) {
    $c = stream_socket_client("tcp://$addr", $en, $es, 5, STREAM_CLIENT_CONNECT | STREAM_CLIENT_ASYNC_CONNECT);
    $r = null; $w = [$c]; $e = null;
    $n = stream_select($r, $w, $e, 5);
    $peer = stream_socket_accept($srv, 5);
    fwrite($c, "ok\n");
    return [is_resource($c), $n, fgets($peer)];
})));
?>
--EXPECT--
array(3) {
  [0]=>
  bool(true)
  [1]=>
  int(1)
  [2]=>
  string(3) "ok
"
}
