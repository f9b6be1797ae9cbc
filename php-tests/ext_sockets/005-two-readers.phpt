--TEST--
ext_sockets: a second coroutine reading a Socket another one waits on gets Async\InputOutputException
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
$first = spawn(fn() => socket_read($p[0], 10));
$second = spawn(function () use ($p) {
    try { return socket_recv($p[0], $buf, 10, 0); }
    catch (Async\InputOutputException $e) { return $e->getMessage(); }
});
delay(10);
var_dump(await($second));
socket_write($p[1], "data");
var_dump(await($first));
?>
--EXPECTF--
string(%d) "socket_recv(): the stream is already being read by coroutine %d; one coroutine at a time may wait on it"
string(4) "data"
