--TEST--
sockets: a stream closed while a coroutine waits on it wakes that coroutine with Async\InputOutputException; fclose() returns true
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$reader = spawn(function () use ($a) {
    try {
        fread($a, 10);
        return "read returned";
    } catch (Async\InputOutputException $e) {
        return get_class($e) . ": " . $e->getMessage();
    }
});
delay(10);
var_dump(fclose($a));
var_dump(await($reader));
// The peer sees the close.
var_dump(fread($b, 10), feof($b));
?>
--EXPECT--
bool(true)
string(92) "Async\InputOutputException: fread(): the stream was closed while this coroutine waited on it"
string(0) ""
bool(true)
