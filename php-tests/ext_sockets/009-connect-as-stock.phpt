--TEST--
ext_sockets: socket_connect on a blocking Socket in a coroutine gives stock results: success (socket_last_error() untouched), a refused port (ext/sockets' warning and error codes), a host name (looked up without blocking)
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await};
$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, "127.0.0.1", 0);
socket_listen($srv, 16);
socket_getsockname($srv, $addr, $port);
function attempt(string $host, int $port): string {
    socket_clear_error();
    $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    $warn = [];
    set_error_handler(function ($n, $m) use (&$warn) { $warn[] = $m; return true; });
    $ok = socket_connect($s, $host, $port);
    restore_error_handler();
    return var_export($ok, true) . " err=" . socket_last_error($s) . " last=" . socket_last_error() . " " . implode(" / ", $warn);
}
$tmp = socket_create(AF_INET, SOCK_STREAM, SOL_TCP); socket_bind($tmp, "127.0.0.1", 0); socket_getsockname($tmp, $a, $closed); socket_close($tmp);
$cases = [["127.0.0.1", $port], ["127.0.0.1", $closed], ["localhost", $port]];
// First without the scheduler (stock PHP), then each in a coroutine.
$stock = array_map(fn($c) => attempt(...$c), $cases);
foreach ($cases as $i => [$host, $p]) {
    $ours = await(spawn(fn() => attempt($host, $p)));
    echo $ours, " | same as stock: ", var_export($stock[$i] === $ours, true), "\n";
}
?>
--EXPECT--
true err=0 last=0  | same as stock: true
false err=111 last=111 socket_connect(): unable to connect [111]: Connection refused | same as stock: true
true err=0 last=0  | same as stock: true
