--TEST--
sockets: a second coroutine writing a stream whose first writer waits on a full buffer gets Async\InputOutputException, not interleaved bytes
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$big = str_repeat('A', 4 << 20);
$first = spawn(fn() => fwrite($a, $big));
$second = spawn(function () use ($a) {
    delay(10);
    try { return fwrite($a, str_repeat('B', 1 << 20)); }
    catch (Async\InputOutputException $e) { return $e->getMessage(); }
});
var_dump(await($second));
$got = '';
while (strlen($got) < strlen($big)) $got .= fread($b, 1 << 16);
var_dump(await($first), $got === $big);
?>
--EXPECTF--
string(%d) "fwrite(): the stream is already being written by coroutine %d; one coroutine at a time may wait on it"
int(4194304)
bool(true)
