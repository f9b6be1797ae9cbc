--TEST--
ext_sockets: a socket_connect that cannot complete (the listener's accept queue is full, so its SYNs go unanswered) suspends only its coroutine: others run meanwhile, and a timeout on the await cancels it
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};
$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, "127.0.0.1", 0);
socket_listen($srv, 0);
socket_getsockname($srv, $addr, $port);
$fill = [];
for ($i = 0; $i < 3; $i++) {
    $c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_set_nonblock($c);
    @socket_connect($c, "127.0.0.1", $port);
    $fill[] = $c;
}
$ticks = 0;
$stop = false;
$ticker = spawn(function () use (&$ticks, &$stop) { while (!$stop) { delay(10); $ticks++; } });
$connecting = spawn(function () use ($port) {
    $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    return socket_connect($s, "127.0.0.1", $port);
});
// Under valgrind the first switches and the connect's set-up take some
// 200 ms of the timeout: a longer one leaves the ticker its time.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 3 : 1;
try {
    await($connecting, timeout(300 * $slow));
    echo "connected?\n";
} catch (Async\OperationCanceledException $e) {
    echo "gave up after the timeout\n";
}
$stop = true;
await($ticker);
echo "the ticker ran meanwhile: ", var_export($ticks >= 10, true), "\n";
$connecting->cancel();
try { await($connecting); } catch (Async\AsyncCancellation $e) { echo "connect cancelled\n"; }
?>
--EXPECT--
gave up after the timeout
the ticker ran meanwhile: true
connect cancelled
