--TEST--
sockets: a udg:// (unix datagram) server coroutine waits for datagrams from two client coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$path = sys_get_temp_dir() . '/true_async_dg_' . getmypid() . '.sock';
@unlink($path);
$srv = stream_socket_server("udg://$path", $en, $es, STREAM_SERVER_BIND);
$got = [];
$server = spawn(function () use ($srv, &$got) {
    for ($i = 0; $i < 2; $i++) $got[] = stream_socket_recvfrom($srv, 100);
});
// The second sender's delay starts after the first one's: 190 ms between
// their ends keeps the order of the datagrams under valgrind.
foreach ([200, 10] as $i => $ms) {
    spawn(function () use ($path, $i, $ms) {
        delay($ms);
        $c = stream_socket_client("udg://$path", $en, $es);
        fwrite($c, "dgram$i");
    });
}
await($server);
unlink($path);
var_dump($got);
?>
--EXPECT--
array(2) {
  [0]=>
  string(6) "dgram1"
  [1]=>
  string(6) "dgram0"
}
