--TEST--
sockets: a UDP server coroutine waits in stream_socket_recvfrom() while clients send
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};
$srv = stream_socket_server("udp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND);
$addr = stream_socket_get_name($srv, false);
$got = [];
$server = spawn(function () use ($srv, &$got) {
    for ($i = 0; $i < 5; $i++) {
        $msg = stream_socket_recvfrom($srv, 100, 0, $peer);
        $got[] = $msg;
        stream_socket_sendto($srv, "ack $msg", 0, $peer);
    }
});
$clients = [];
for ($i = 0; $i < 5; $i++) {
    $clients[] = spawn(function () use ($addr, $i) {
        delay(10 * (5 - $i));
        $c = stream_socket_client("udp://$addr");
        fwrite($c, "m$i");
        return fread($c, 100);
    });
}
[$acks] = await_all($clients);
await($server);
ksort($acks);
// The clients send 10 ms apart; on a loaded machine two may swap.
sort($got);
var_dump($got, $acks);
?>
--EXPECT--
array(5) {
  [0]=>
  string(2) "m0"
  [1]=>
  string(2) "m1"
  [2]=>
  string(2) "m2"
  [3]=>
  string(2) "m3"
  [4]=>
  string(2) "m4"
}
array(5) {
  [0]=>
  string(6) "ack m0"
  [1]=>
  string(6) "ack m1"
  [2]=>
  string(6) "ack m2"
  [3]=>
  string(6) "ack m3"
  [4]=>
  string(6) "ack m4"
}
