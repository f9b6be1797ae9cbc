--TEST--
sockets: before the scheduler starts, socket streams are stock PHP's (no scheduler is launched by them)
--EXTENSIONS--
true_async
--FILE--
<?php
$srv = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($srv, false);
$c = stream_socket_client("tcp://$addr", $en, $es, 2);
$s = stream_socket_accept($srv, 2);
fwrite($c, "ping\n");
var_dump(fgets($s));
stream_set_timeout($s, 0, 100000);
var_dump(fread($s, 10), stream_get_meta_data($s)['timed_out']);
$r = [$s]; $w = null; $e = null;
var_dump(stream_select($r, $w, $e, 0, 50000));
$st = Async\runtime_stats();
var_dump($st['switches'], $st['reactor_waits']);
?>
--EXPECT--
string(5) "ping
"
bool(false)
bool(true)
int(0)
int(0)
int(0)
