--TEST--
sockets: stream_get_line() and fpassthru() on a socket wait for a peer coroutine that sends slowly
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
spawn(function () use ($a) {
    foreach (["rec", "ord1|rec", "ord2|", "tail-", "end"] as $p) { delay(10); fwrite($a, $p); }
    fclose($a);
});
var_dump(stream_get_line($b, 100, "|"), stream_get_line($b, 100, "|"));
$n = fpassthru($b);
echo "\n";
var_dump($n);
?>
--EXPECT--
string(7) "record1"
string(7) "record2"
tail-end
int(8)
