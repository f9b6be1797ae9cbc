--TEST--
sockets: stream_socket_pair() streams suspend their coroutine: two coroutines play 200 rounds of ping-pong
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$order = [];
$ping = spawn(function () use ($a, &$order) {
    for ($i = 0; $i < 200; $i++) {
        fwrite($a, "$i\n");
        $back = (int) fgets($a);
        if ($i < 2) $order[] = "ping got $back";
    }
    return $back;
});
$pong = spawn(function () use ($b, &$order) {
    for ($i = 0; $i < 200; $i++) {
        $n = (int) fgets($b);
        if ($i < 2) $order[] = "pong got $n";
        fwrite($b, ($n * 2) . "\n");
    }
});
var_dump(await($ping));
await($pong);
print_r($order);
?>
--EXPECT--
int(398)
Array
(
    [0] => pong got 0
    [1] => ping got 0
    [2] => pong got 1
    [3] => ping got 2
)
