--TEST--
ext_sockets: a Socket's SO_RCVTIMEO / SO_SNDTIMEO end a coroutine's wait with stock's results (false, EAGAIN, partial writes), while other coroutines run
--EXTENSIONS--
true_async
sockets
--FILE--
<?php
use function Async\{spawn, await, delay};

function session(): array {
    socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
    [$a, $b] = $p;
    socket_set_option($a, SOL_SOCKET, SO_RCVTIMEO, ["sec" => 0, "usec" => 200000]);
    $out = [];
    $t = hrtime(true);
    $out[] = socket_read($a, 10);
    $out[] = socket_last_error($a);
    $out[] = @socket_recv($a, $buf, 10, 0);
    $out[] = $buf;
    $out[] = @socket_recv($a, $buf, 10, MSG_WAITALL);
    $out[] = socket_last_error($a);
    // Three 200 ms timeouts ran out (a lower bound: valgrind is slower).
    $out[] = (hrtime(true) - $t) / 1e6 >= 590;
    // MSG_WAITALL gives what came before the timeout.
    socket_write($b, "abc");
    $out[] = socket_recv($a, $buf, 10, MSG_WAITALL);
    $out[] = $buf;
    // A write larger than the buffer: the part that fitted, then EAGAIN.
    socket_set_option($b, SOL_SOCKET, SO_SNDTIMEO, ["sec" => 0, "usec" => 200000]);
    $n = socket_write($b, str_repeat("x", 4 << 20));
    $out[] = $n > 0 && $n < (4 << 20);
    $out[] = @socket_write($b, "more");
    $out[] = socket_last_error($b);
    return $out;
}
$stock = session();
$done = false;
// Blocking for the three 200 ms timeouts would stall the ticker three
// times; a loaded machine stretches one 5 ms delay that far at most.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 10 : 1;
$ticker = spawn(function () use (&$done, $slow) {
    $long = 0;
    for ($last = hrtime(true); !$done; $last = $now) {
        delay(5);
        $long += (($now = hrtime(true)) - $last) / 1e6 >= 150 * $slow ? 1 : 0;
    }
    return $long;
});
$inside = await(spawn('session'));
$done = true;
var_dump($inside === $stock, await($ticker) <= 1);
echo json_encode($inside), "\n";
?>
--EXPECT--
bool(true)
bool(true)
[false,11,false,null,false,11,true,3,"abc",true,false,11]
