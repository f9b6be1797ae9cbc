--TEST--
sockets: pfsockopen() and STREAM_CLIENT_PERSISTENT connections wait in the reactor inside coroutines, and a reused persistent connection still does
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($srv, false);
$port = (int) explode(':', $addr)[1];
// Each reply comes 100 ms after its request, from a server coroutine in
// this process: a client read that blocked the process would never see it.
$server = spawn(function () use ($srv) {
    $handlers = [];
    for ($i = 0; $i < 2; $i++) {
        $c = stream_socket_accept($srv, 10);
        $handlers[] = spawn(function () use ($c) {
            while (($line = fgets($c)) !== false) {
                delay(100);
                fwrite($c, "re " . $line);
            }
        });
    }
    return $handlers;
});
$ticks = 0;
$ticker = spawn(function () use (&$ticks) {
    for ($i = 0; $i < 30; $i++) { delay(10); $ticks++; }
});
$start = hrtime(true);
$a = spawn(function () use ($port) {
    $s = pfsockopen("127.0.0.1", $port, $en, $es, 5);
    fwrite($s, "one\n");
    $r1 = fgets($s);
    // The same persistent connection comes back, still waiting in the loop.
    $again = pfsockopen("127.0.0.1", $port, $en, $es, 5);
    fwrite($again, "two\n");
    return [$r1, fgets($again), $again === $s];
});
$b = spawn(function () use ($addr) {
    $s = stream_socket_client("tcp://$addr", $en, $es, 5, STREAM_CLIENT_CONNECT | STREAM_CLIENT_PERSISTENT);
    fwrite($s, "three\n");
    return [fgets($s), is_resource($s)];
});
[$results] = await_all([$a, $b]);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($results);
// Three 100 ms replies, two of them in turn on one connection; the ticker
// kept running meanwhile (some 20 ticks, fewer on a loaded machine). Under
// valgrind the two connections take some 800 ms more.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 3 : 1;
var_dump($ms >= 190 && $ms < 2000 * $slow, $ticks >= 5);
// The persistent connections stay open after their coroutines end, so
// the handlers would wait for ever: they are cancelled.
foreach (await($server) as $h) $h->cancel();
?>
--EXPECT--
array(2) {
  [0]=>
  array(3) {
    [0]=>
    string(7) "re one
"
    [1]=>
    string(7) "re two
"
    [2]=>
    bool(true)
  }
  [1]=>
  array(2) {
    [0]=>
    string(9) "re three
"
    [1]=>
    bool(true)
  }
}
bool(true)
bool(true)
