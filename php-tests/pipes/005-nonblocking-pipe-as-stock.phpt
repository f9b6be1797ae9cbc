--TEST--
pipes: a pipe set non-blocking by the script is not waited on inside a coroutine: fread() returns "" at once, as in stock PHP
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function nonblocking_read() {
    $p = proc_open("sleep 0.3; echo late", [1 => ["pipe", "w"]], $pipes);
    stream_set_blocking($pipes[1], false);
    $start = hrtime(true);
    $r = fread($pipes[1], 100);
    $fast = (hrtime(true) - $start) / 1e6 < 100;
    stream_set_blocking($pipes[1], true);
    $late = fgets($pipes[1]);
    fclose($pipes[1]);
    return [$r, $fast, $late, proc_close($p)];
}
$stock = nonblocking_read();
$ours = await(spawn('nonblocking_read'));
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
  string(5) "late
"
  [3]=>
  int(0)
}
