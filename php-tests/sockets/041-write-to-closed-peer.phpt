--TEST--
sockets: writing to a socket whose peer closed gives stock PHP's notice and result inside a coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function write_closed() {
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    fclose($b);
    $r = @fwrite($a, "lost");
    return [$r, error_get_last()['message'] ?? null];
}
$stock = write_closed();
$ours = await(spawn('write_closed'));
var_dump($stock === $ours, $ours);
?>
--EXPECTF--
bool(true)
array(2) {
  [0]=>
  bool(false)
  [1]=>
  string(%d) "fwrite(): Send of 4 bytes failed with errno=32 Broken pipe"
}
