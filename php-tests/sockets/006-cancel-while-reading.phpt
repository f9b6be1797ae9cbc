--TEST--
sockets: cancelling a coroutine blocked in fgets() throws at the read, its finally runs, and the stream stays usable
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$reader = spawn(function () use ($a) {
    try {
        fgets($a);
        echo "not reached\n";
    } finally {
        echo "finally\n";
    }
});
delay(10);
$reader->cancel();
try {
    await($reader);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), "\n";
}
$next = spawn(fn() => fgets($a));
delay(5);
fwrite($b, "still fine\n");
var_dump(await($next));
?>
--EXPECT--
finally
Async\AsyncCancellation
string(11) "still fine
"
