--TEST--
pipes: popen() streams read by four coroutines at once: each child sleeps 0.3 s, all finish together
--EXTENSIONS--
true_async
--FILE--
<?php
// Under valgrind PHP's fork() of the whole process takes about a second:
// the time bound only means something without it.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 40 : 1;
use function Async\{spawn, await_all};
$start = hrtime(true);
$cs = [];
for ($i = 0; $i < 4; $i++) $cs[] = spawn(function () use ($i) {
    $f = popen("sleep 0.3; echo line$i; echo second$i", "r");
    $lines = [fgets($f), fgets($f), fgets($f)];
    pclose($f);
    return $lines;
});
[$r] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($r[2]);
var_dump($ms >= 290, $ms < 1000 * $slow);
?>
--EXPECT--
array(3) {
  [0]=>
  string(6) "line2
"
  [1]=>
  string(8) "second2
"
  [2]=>
  bool(false)
}
bool(true)
bool(true)
