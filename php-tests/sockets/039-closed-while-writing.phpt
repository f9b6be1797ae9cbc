--TEST--
sockets: a stream closed while a coroutine waits to write wakes the writer with Async\InputOutputException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$writer = spawn(function () use ($a) {
    try { fwrite($a, str_repeat('x', 8 << 20)); return "written"; }
    catch (Async\InputOutputException $e) { return $e->getMessage(); }
});
delay(20);
var_dump(fclose($a));
var_dump(await($writer));
?>
--EXPECT--
bool(true)
string(65) "fwrite(): the stream was closed while this coroutine waited on it"
