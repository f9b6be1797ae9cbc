--TEST--
ext_sockets: a coroutine cancelled in socket_accept() gets the cancellation; the listening Socket still accepts afterwards
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 16);
socket_getsockname($srv, $addr, $port);
$a = spawn(function () use ($srv) { try { return socket_accept($srv); } finally { echo "finally\n"; } });
delay(20);
$a->cancel();
try { await($a); } catch (Async\AsyncCancellation $e) { echo get_class($e), "\n"; }
$b = spawn(fn() => socket_accept($srv));
$c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_connect($c, '127.0.0.1', $port);
var_dump(await($b) instanceof Socket);
?>
--EXPECT--
finally
Async\AsyncCancellation
bool(true)
