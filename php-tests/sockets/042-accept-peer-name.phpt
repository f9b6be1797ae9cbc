--TEST--
sockets: stream_socket_accept()'s $peer_name and the accepted stream's names inside a coroutine are what stock PHP gives
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($srv, false);
$r = await(spawn(function () use ($srv, $addr) {
    $client = spawn(fn() => stream_socket_client("tcp://$addr", $en, $es, 5));
    $c = stream_socket_accept($srv, 5, $peer);
    $cl = await($client);
    return [
        $peer === stream_socket_get_name($cl, false),
        stream_socket_get_name($c, false) === $addr,
        stream_get_meta_data($c)['stream_type'] === stream_get_meta_data($srv)['stream_type'],
        stream_get_meta_data($cl)['blocked'],
    ];
}));
var_dump($r);
?>
--EXPECT--
array(4) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
  [3]=>
  bool(true)
}
