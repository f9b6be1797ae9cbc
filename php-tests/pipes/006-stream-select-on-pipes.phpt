--TEST--
pipes: stream_select() on the stdout pipes of two children suspends the caller until one has output
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$a = proc_open("sleep 0.4; echo slow", [1 => ["pipe", "w"]], $pa);
$b = proc_open("sleep 0.15; echo fast", [1 => ["pipe", "w"]], $pb);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 4; $i++) { delay(25); $ticks++; } });
$r = ['slow' => $pa[1], 'fast' => $pb[1]]; $w = null; $e = null;
$n = stream_select($r, $w, $e, 2);
var_dump($n, array_keys($r), fgets($r['fast']), $ticks);
await($ticker);
var_dump(fgets($pa[1]));
fclose($pa[1]); fclose($pb[1]);
proc_close($a); proc_close($b);
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(4) "fast"
}
string(5) "fast
"
int(4)
string(5) "slow
"
