--TEST--
sockets: accepting is reading: a second coroutine waiting in stream_socket_accept() on the same server gets Async\InputOutputException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($srv, false);
$first = spawn(fn() => stream_socket_accept($srv, 5));
$second = spawn(function () use ($srv) {
    try { return stream_socket_accept($srv, 5); }
    catch (Async\InputOutputException $e) { return $e->getMessage(); }
});
delay(10);
var_dump(await($second));
$c = stream_socket_client("tcp://$addr");
var_dump(is_resource(await($first)));
?>
--EXPECTF--
Warning: stream_socket_accept(): Accept failed: the coroutine's wait failed in %s on line %d
string(%d) "stream_socket_accept(): the stream is already being read by coroutine %d; one coroutine at a time may wait on it"
bool(true)
