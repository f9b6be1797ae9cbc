--TEST--
sockets: the trace of a coroutine waiting in fgets() shows the fgets() call and where it was made
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
function read_line($s) { return fgets($s); }
$c = spawn(fn() => read_line($a));
delay(10);
$trace = $c->getTrace();
echo implode(" <- ", array_map(fn($f) => $f['function'] . (isset($f['line']) ? ':' . $f['line'] : ''), $trace)), "\n";
fwrite($b, "done\n");
var_dump(await($c));
?>
--EXPECTF--
fgets:%d <- read_line:%d <- {closure}%A
string(5) "done
"
