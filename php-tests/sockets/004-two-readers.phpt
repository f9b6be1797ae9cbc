--TEST--
sockets: a second coroutine reading a stream another one waits on gets Async\InputOutputException, not interleaved data; writers are not readers
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$first = spawn(fn() => fread($a, 100));
$second = spawn(function () use ($a) {
    try {
        return fgets($a);
    } catch (Async\InputOutputException $e) {
        return $e->getMessage();
    }
});
delay(10);
var_dump(await($second));
// A writer on the same stream while the reader waits is fine.
var_dump(fwrite($a, "to b"), fread($b, 10));
fwrite($b, "for the first");
var_dump(await($first));
// The reader left: the next one may wait.
$third = spawn(fn() => fgets($a));
delay(5);
fwrite($b, "third\n");
var_dump(await($third));
?>
--EXPECTF--
string(%d) "fgets(): the stream is already being read by coroutine %d; one coroutine at a time may wait on it"
int(4)
string(4) "to b"
string(13) "for the first"
string(6) "third
"
