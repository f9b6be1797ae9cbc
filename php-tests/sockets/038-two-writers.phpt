--TEST--
sockets: a second coroutine writing a stream whose first writer waits on a full buffer waits its turn; its bytes follow the first's, whole
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$big = str_repeat('A', 4 << 20);
$small = str_repeat('B', 1 << 20);
$first = spawn(fn() => fwrite($a, $big));
$second = spawn(function () use ($a, $small) { delay(10); return fwrite($a, $small); });
$got = '';
while (strlen($got) < strlen($big) + strlen($small)) $got .= fread($b, 1 << 16);
var_dump(await($first), await($second), $got === $big . $small);
?>
--EXPECT--
int(4194304)
int(1048576)
bool(true)
