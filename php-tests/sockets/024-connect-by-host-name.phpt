--TEST--
sockets: a host name in stream_socket_client()/fsockopen() is looked up without blocking the process; results, and a failed lookup, are stock PHP's
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$port = (int) explode(':', stream_socket_get_name($srv, false))[1];
$server = spawn(function () use ($srv) {
    for ($i = 0; $i < 2; $i++) { $c = stream_socket_accept($srv, 5); fwrite($c, "hello $i\n"); fclose($c); }
});
function connect_by_name(int $port) {
    $c = stream_socket_client("tcp://localhost:$port", $en, $es, 5);
    $a = [fgets($c), stream_socket_get_name($c, true)];
    $f = fsockopen("localhost", $port, $en, $es, 5);
    $a[] = fgets($f);
    return $a;
}
var_dump(await(spawn(fn() => connect_by_name($port))));
await($server);
function bad_name() {
    return [@stream_socket_client("tcp://no-such-host.invalid:80", $en, $es, 2), $en, $es];
}
var_dump(bad_name() === await(spawn('bad_name')));
?>
--EXPECTF--
array(3) {
  [0]=>
  string(8) "hello 0
"
  [1]=>
  string(%d) "127.0.0.1:%d"
  [2]=>
  string(8) "hello 1
"
}
bool(true)
