--TEST--
sockets: stream_socket_client() and fsockopen() failures give stock PHP's results inside coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function attempt() {
    $out = [];
    $r = @stream_socket_client("tcp://127.0.0.1:1", $errno, $errstr, 2);
    $out[] = [$r, $errno, $errstr];
    $r = @fsockopen("127.0.0.1", 1, $errno, $errstr, 2);
    $out[] = [$r, $errno, $errstr];
    $r = @stream_socket_client("unix:///nonexistent/true_async.sock", $errno, $errstr, 2);
    $out[] = [$r, $errno, $errstr];
    return $out;
}
$stock = attempt();
$ours = await(spawn('attempt'));
var_dump($stock === $ours);
var_dump($ours[0]);
?>
--EXPECT--
bool(true)
array(3) {
  [0]=>
  bool(false)
  [1]=>
  int(111)
  [2]=>
  string(18) "Connection refused"
}
