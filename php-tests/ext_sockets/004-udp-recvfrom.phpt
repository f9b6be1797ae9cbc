--TEST--
ext_sockets: socket_recvfrom() on a UDP socket waits in the reactor; MSG_DONTWAIT is not waited on
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$srv = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
socket_bind($srv, '127.0.0.1', 0);
socket_getsockname($srv, $addr, $port);
var_dump(@socket_recvfrom($srv, $buf, 100, MSG_DONTWAIT, $from, $fport));
$ticks = 0;
$sender = spawn(function () use ($port, &$ticks) {
    for ($i = 0; $i < 3; $i++) { delay(20); $ticks++; }
    $c = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
    socket_sendto($c, "datagram", 8, 0, '127.0.0.1', $port);
});
$n = socket_recvfrom($srv, $buf, 100, 0, $from, $fport);
var_dump($n, $buf, $from, $ticks);
await($sender);
?>
--EXPECT--
bool(false)
int(8)
string(8) "datagram"
string(9) "127.0.0.1"
int(3)
