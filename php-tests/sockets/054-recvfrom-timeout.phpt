--TEST--
sockets: stream_set_timeout() bounds stream_socket_recvfrom() inside a coroutine (false, timed_out), udp and tcp; the socket stays usable
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};

function bounded(float $t): string {
    $e = microtime(true) - $t;
    return $e >= 0.15 && $e < 0.9 ? "bounded" : "not bounded: $e";
}

$udp = stream_socket_server("udp://127.0.0.1:0", $errno, $errstr, STREAM_SERVER_BIND);
$addr = stream_socket_get_name($udp, false);
await(spawn(function () use ($udp, $addr) {
    stream_set_timeout($udp, 0, 200000);
    $t = microtime(true);
    var_dump(stream_socket_recvfrom($udp, 100, 0, $peer), bounded($t));
    var_dump(stream_get_meta_data($udp)['timed_out']);
    // A datagram sent later is received: the socket is still usable.
    spawn(function () use ($addr) {
        delay(50);
        $c = stream_socket_client("udp://$addr");
        fwrite($c, "ping");
    });
    stream_set_timeout($udp, 5);
    var_dump(stream_socket_recvfrom($udp, 100, 0, $peer), stream_get_meta_data($udp)['timed_out']);
}));

$srv = stream_socket_server("tcp://127.0.0.1:0");
$client = stream_socket_client("tcp://" . stream_socket_get_name($srv, false));
$conn = stream_socket_accept($srv);
await(spawn(function () use ($client, $conn) {
    stream_set_timeout($client, 0, 200000);
    $t = microtime(true);
    var_dump(stream_socket_recvfrom($client, 100), bounded($t));
    var_dump(stream_get_meta_data($client)['timed_out']);
    fwrite($conn, "pong");
    var_dump(stream_socket_recvfrom($client, 100), stream_get_meta_data($client)['timed_out']);
}));
?>
--EXPECT--
bool(false)
string(7) "bounded"
bool(true)
string(4) "ping"
bool(false)
bool(false)
string(7) "bounded"
bool(true)
string(4) "pong"
bool(false)
