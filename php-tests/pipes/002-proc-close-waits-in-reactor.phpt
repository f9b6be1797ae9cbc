--TEST--
pipes: proc_close() waits for the child's exit while other coroutines run, and returns its exit code as stock PHP does
--EXTENSIONS--
true_async
--FILE--
<?php
// Under valgrind PHP's fork() of the whole process takes about a second:
// the time bound only means something without it.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 40 : 1;
use function Async\{spawn, await, await_all, delay};
$stock = proc_close(proc_open("exit 3", [], $pipes));
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(30); $ticks++; } });
$start = hrtime(true);
$cs = [];
for ($i = 0; $i < 4; $i++) $cs[] = spawn(fn() => proc_close(proc_open("sleep 0.3; exit $i", [], $pipes)));
[$codes] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
await($ticker);
var_dump($stock, $codes, $ticks, $ms < 1000 * $slow);
// A child that waits for EOF on its stdin: proc_close() closes the pipes first, as stock PHP does.
var_dump(await(spawn(function () {
    $p = proc_open("cat > /dev/null; exit 5", [0 => ["pipe", "r"]], $pipes);
    fwrite($pipes[0], "data");
    return proc_close($p);
})));
?>
--EXPECT--
int(3)
array(4) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
int(5)
bool(true)
int(5)
