--TEST--
sockets: stream_socket_recvfrom() with STREAM_PEEK waits for data without consuming it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$srv = stream_socket_server("udp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND);
$addr = stream_socket_get_name($srv, false);
$ticks = 0;
spawn(function () use ($addr, &$ticks) {
    for ($i = 0; $i < 3; $i++) { delay(20); $ticks++; }
    $c = stream_socket_client("udp://$addr");
    fwrite($c, "peeked");
});
$p = stream_socket_recvfrom($srv, 100, STREAM_PEEK);
var_dump($p, $ticks, stream_socket_recvfrom($srv, 100));
?>
--EXPECT--
string(6) "peeked"
int(3)
string(6) "peeked"
