--TEST--
sockets: stream_select() sees data already in PHP's read buffer (nothing new on the fd) and returns at once, as stock PHP does
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
var_dump(await(spawn(function () use ($a, $b) {
    fwrite($b, "one\ntwo\n");
    $first = fgets($a);
    $r = [$a]; $w = null; $e = null;
    $start = hrtime(true);
    $n = stream_select($r, $w, $e, 2);
    return [$first, $n, (hrtime(true) - $start) / 1e6 < 500, fgets($a)];
})));
?>
--EXPECT--
array(4) {
  [0]=>
  string(4) "one
"
  [1]=>
  int(1)
  [2]=>
  bool(true)
  [3]=>
  string(4) "two
"
}
