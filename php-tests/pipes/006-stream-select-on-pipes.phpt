--TEST--
pipes: stream_select() on the stdout pipes of two children suspends the caller until one has output, and returns only that one
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$silent = proc_open("sleep 3", [1 => ["pipe", "w"]], $ps);
$talker = proc_open("sleep 0.4; echo fast", [1 => ["pipe", "w"]], $pt);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 4; $i++) { delay(25); $ticks++; } });
$r = ['silent' => $ps[1], 'talker' => $pt[1]]; $w = null; $e = null;
$n = stream_select($r, $w, $e, 10);
var_dump($n, array_keys($r), fgets($r['talker']), $ticks);
await($ticker);
proc_terminate($silent);
fclose($ps[1]); fclose($pt[1]);
proc_close($silent);
var_dump(proc_close($talker));
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(6) "talker"
}
string(5) "fast
"
int(4)
int(0)
