--TEST--
pipes: pclose() waits for the child's exit in the reactor: four children exit together, exit codes and a write-mode child's input are stock's
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};
// Under run-tests -m this script runs under valgrind, many times slower:
// the time bound only means something without it (the ticks still do).
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 40 : 1;
// Outside coroutines: stock.
$p = popen("exit 5", "r");
var_dump(pclose($p));
$ticks = 0;
$ticker = spawn(function () use (&$ticks) {
    for ($i = 0; $i < 20; $i++) { delay(10); $ticks++; }
});
$start = hrtime(true);
$cs = [];
for ($i = 1; $i <= 4; $i++) {
    // Nothing is read: pclose() alone waits out the 300 ms.
    $cs[] = spawn(fn() => pclose(popen("sleep 0.3; exit $i", "r")));
}
[$codes] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($codes);
// One after the other: 1.2 s; waitpid() in the process: at most a tick
// (a loaded machine stretches the 10 ms delays, hence the low bar).
var_dump($ms >= 290 && $ms < 1100 * $slow, $ticks >= 5);
// A write-mode child ends only on EOF: the pipe is closed before the wait.
$out = tempnam(sys_get_temp_dir(), 'ta');
$rc = await(spawn(function () use ($out) {
    $f = popen("cat > " . escapeshellarg($out) . "; exit 7", "w");
    fwrite($f, "to the child\n");
    return pclose($f);
}));
var_dump($rc, file_get_contents($out));
unlink($out);
// A child killed by a signal, and a child that already ended and was read.
var_dump(await(spawn(fn() => pclose(popen('kill -TERM $$', "r")))));
var_dump(await(spawn(function () {
    $p = popen("echo done", "r");
    $line = fgets($p);
    delay(50);
    return [$line, pclose($p)];
})));
?>
--EXPECT--
int(5)
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
bool(true)
bool(true)
int(7)
string(13) "to the child
"
int(15)
array(2) {
  [0]=>
  string(5) "done
"
  [1]=>
  int(0)
}
