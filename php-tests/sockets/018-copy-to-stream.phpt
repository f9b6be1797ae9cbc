--TEST--
sockets: stream_get_contents() and stream_copy_to_stream() on a socket collect what a slow peer coroutine sends, suspending between pieces
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$sender = spawn(function () use ($a) {
    for ($i = 0; $i < 5; $i++) { fwrite($a, "piece$i;"); delay(20); }
    fclose($a);
});
var_dump(stream_get_contents($b));
await($sender);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$sender = spawn(function () use ($c) {
    for ($i = 0; $i < 3; $i++) { fwrite($c, str_repeat((string) $i, 1000)); delay(20); }
    fclose($c);
});
$mem = fopen('php://memory', 'w+');
var_dump(stream_copy_to_stream($d, $mem));
rewind($mem);
var_dump(substr_count(stream_get_contents($mem), '2'));
await($sender);
?>
--EXPECT--
string(35) "piece0;piece1;piece2;piece3;piece4;"
int(3000)
int(1000)
