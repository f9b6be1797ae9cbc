--TEST--
coroutine: a finally() callback may wait on a hooked socket until another coroutine writes to it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$c = spawn(fn() => "body");
$c->finally(function () use ($b) { echo "callback read: ", fgets($b); });
spawn(function () use ($a) { delay(20); fwrite($a, "late line\n"); });
var_dump(await($c));
?>
--EXPECT--
callback read: late line
string(4) "body"
