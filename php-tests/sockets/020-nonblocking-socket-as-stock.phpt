--TEST--
sockets: a socket the script made non-blocking is not waited on inside a coroutine: fread() returns "" at once, as in stock PHP
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function nb() {
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    stream_set_blocking($a, false);
    $start = hrtime(true);
    $r = fread($a, 10);
    $fast = (hrtime(true) - $start) / 1e6 < 100;
    fwrite($b, "now");
    $r2 = fread($a, 10);
    return [$r, $fast, $r2, stream_get_meta_data($a)['blocked']];
}
$stock = nb();
$ours = await(spawn('nb'));
var_dump($stock === $ours, $ours);
?>
--EXPECT--
bool(true)
array(4) {
  [0]=>
  string(0) ""
  [1]=>
  bool(true)
  [2]=>
  string(3) "now"
  [3]=>
  bool(false)
}
