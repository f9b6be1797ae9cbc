--TEST--
ext_sockets: socket_select() on a full Socket's write side waits until a peer coroutine drains it
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
socket_set_nonblock($p[0]);
while (@socket_write($p[0], str_repeat('x', 65536)) > 0) {}
socket_set_block($p[0]);
$drained = false;
$drainer = spawn(function () use ($p, &$drained) {
    delay(50);
    socket_set_nonblock($p[1]);
    while (@socket_read($p[1], 65536) !== false) {}
    $drained = true;
});
$r = null; $w = [$p[0]]; $e = null;
var_dump(socket_select($r, $w, $e, 5), $drained);
await($drainer);
?>
--EXPECT--
int(1)
bool(true)
