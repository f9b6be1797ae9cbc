--TEST--
sockets: a read timeout gives stock PHP's result (false, timed_out) inside a coroutine, while other coroutines run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
function timed_read() {
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    stream_set_timeout($a, 0, 200000);
    $start = hrtime(true);
    $r = fread($a, 10);
    $ms = (hrtime(true) - $start) / 1e6;
    $meta = stream_get_meta_data($a);
    // The next read after data arrived: the flag is cleared again.
    fwrite($b, "late");
    $again = fread($a, 10);
    return [$r, $meta['timed_out'], $meta['eof'], $ms >= 190, $again, stream_get_meta_data($a)['timed_out']];
}
$stock = timed_read();
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; } });
$ours = await(spawn('timed_read'));
await($ticker);
var_dump($stock === $ours, $ours, $ticks);
?>
--EXPECT--
bool(true)
array(6) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
  [2]=>
  bool(false)
  [3]=>
  bool(true)
  [4]=>
  string(4) "late"
  [5]=>
  bool(false)
}
int(5)
