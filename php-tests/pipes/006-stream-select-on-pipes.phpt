--TEST--
pipes: stream_select() on the stdout pipes of two children suspends the caller until one has output, and returns only that one
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
// Under run-tests -m this script runs under valgrind (its shells and sleeps
// did too once; the talker was seen answering after 7-11 s on a loaded
// machine). The silent child (terminated below) and the select's timeout
// leave room for a slow run.
$silent = proc_open("exec sleep 30", [1 => ["pipe", "w"]], $ps);
$talker = proc_open("sleep 1; echo fast", [1 => ["pipe", "w"]], $pt);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 4; $i++) { delay(25); $ticks++; } });
$r = ['silent' => $ps[1], 'talker' => $pt[1]]; $w = null; $e = null;
$n = stream_select($r, $w, $e, 60);
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
