--TEST--
sockets: file_get_contents('http://...') with a context timeout against a server that never answers fails as stock PHP does, without blocking other coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$port = (int) explode(':', stream_socket_get_name($srv, false))[1];
$ctx = stream_context_create(['http' => ['timeout' => 0.3]]);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(30); $ticks++; } });
$start = hrtime(true);
$r = await(spawn(fn() => @file_get_contents("http://127.0.0.1:$port/", false, $ctx)));
$ms = (hrtime(true) - $start) / 1e6;
await($ticker);
var_dump($r, $ms >= 290, $ticks);
?>
--EXPECT--
bool(false)
bool(true)
int(5)
