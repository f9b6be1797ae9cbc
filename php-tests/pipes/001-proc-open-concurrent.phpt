--TEST--
pipes: eight proc_open() children that each sleep 0.3 s, fed through stdin and read through stdout, finish together with stock PHP's results
--EXTENSIONS--
true_async
--FILE--
<?php
// Under valgrind PHP's fork() of the whole process takes about a second:
// the time bound only means something without it.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 40 : 1;
use function Async\{spawn, await_all};
function run_child(int $i, string $sleep) {
    $p = proc_open(["sh", "-c", "sleep $sleep; echo out$i; cat"], [0 => ["pipe", "r"], 1 => ["pipe", "w"]], $pipes);
    fwrite($pipes[0], "in$i\n");
    fclose($pipes[0]);
    $out = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    return [$out, proc_close($p)];
}
$stock = run_child(7, "0");
$start = hrtime(true);
$cs = [];
for ($i = 0; $i < 8; $i++) $cs[] = spawn(fn() => run_child($i, "0.3"));
[$r] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($r[7] === $stock, $r[0]);
var_dump($ms >= 290, $ms < 1500 * $slow);
?>
--EXPECT--
bool(true)
array(2) {
  [0]=>
  string(9) "out0
in0
"
  [1]=>
  int(0)
}
bool(true)
bool(true)
