--TEST--
sockets: cancelling a coroutine blocked writing to a full socket throws at the write; the stream's writer slot is free again
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$writer = spawn(function () use ($a) {
    try { fwrite($a, str_repeat('x', 8 << 20)); return "all written"; }
    finally { echo "finally\n"; }
});
delay(20);
$writer->cancel();
try { await($writer); } catch (Async\AsyncCancellation $e) { echo get_class($e), "\n"; }
// Drain what was written, then another coroutine may write.
stream_set_blocking($b, false);
while (fread($b, 1 << 16) !== '') {}
stream_set_blocking($b, true);
$next = spawn(fn() => fwrite($a, "tail"));
var_dump(await($next));
?>
--EXPECT--
finally
Async\AsyncCancellation
int(4)
