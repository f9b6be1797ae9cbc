--TEST--
sockets: stream_socket_shutdown() of the peer's writing side wakes a coroutine waiting to read with end of file
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$reader = spawn(function () use ($b) {
    $r = fread($b, 10);
    return [$r, feof($b)];
});
delay(20);
stream_socket_shutdown($a, STREAM_SHUT_WR);
var_dump(await($reader));
// The other direction still works.
fwrite($b, "back");
var_dump(fread($a, 10));
?>
--EXPECT--
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  bool(true)
}
string(4) "back"
