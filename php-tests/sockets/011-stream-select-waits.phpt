--TEST--
sockets: stream_select() inside a coroutine waits in the reactor while other coroutines run, and returns the ready streams with their keys as stock PHP does
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$ticks = 0;
$writer = spawn(function () use (&$ticks, $d) {
    for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; }
    fwrite($d, "hello");
});
$r = ['first' => $a, 'second' => $c];
$w = null;
$e = null;
$n = stream_select($r, $w, $e, 5);
var_dump($n, array_keys($r), $ticks, fread($r['second'], 10));
await($writer);
// Ready at once: no wait; write readiness too.
fwrite($b, "x");
$r = [$a, $c]; $w = [$d]; $e = [];
var_dump(stream_select($r, $w, $e, null), count($r), count($w));
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(6) "second"
}
int(5)
string(5) "hello"
int(2)
int(1)
int(1)
