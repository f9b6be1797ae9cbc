--TEST--
sockets: a coroutine cancelled inside stream_select() gets the cancellation at the call and its finally runs
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$c = spawn(function () use ($a) {
    try { $r = [$a]; $w = null; $e = null; return stream_select($r, $w, $e, null); }
    finally { echo "finally\n"; }
});
delay(20);
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo get_class($e), "\n"; }
// The fd is still usable for a later select.
fwrite($b, "x");
$r = [$a]; $w = null; $e = null;
var_dump(stream_select($r, $w, $e, 1));
?>
--EXPECT--
finally
Async\AsyncCancellation
int(1)
