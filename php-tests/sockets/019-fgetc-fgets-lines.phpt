--TEST--
sockets: fgets() and fgetc() on a socket wait for the rest of a line that arrives in pieces, while other coroutines run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$order = [];
$sender = spawn(function () use ($a, &$order) {
    foreach (["hel", "lo wor", "ld\nX"] as $piece) {
        delay(10);
        $order[] = "sent $piece";
        fwrite($a, $piece);
    }
});
$line = fgets($b);
$order[] = "line";
var_dump($line, fgetc($b));
await($sender);
var_dump(count($order), end($order));
?>
--EXPECT--
string(12) "hello world
"
string(1) "X"
int(4)
string(4) "line"
