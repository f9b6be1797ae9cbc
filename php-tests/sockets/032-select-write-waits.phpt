--TEST--
sockets: stream_select() on a full socket's write side waits until the peer coroutine drains it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
stream_set_blocking($a, false);
while (fwrite($a, str_repeat('x', 65536)) > 0) {}
$drained = false;
$drainer = spawn(function () use ($b, &$drained) {
    delay(50);
    stream_set_blocking($b, false);
    while (fread($b, 1 << 16) !== '') {}
    $drained = true;
});
$r = null; $w = [$a]; $e = null;
$n = stream_select($r, $w, $e, 5);
var_dump($n, $drained);
await($drainer);
?>
--EXPECT--
int(1)
bool(true)
