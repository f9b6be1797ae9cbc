--TEST--
files: LOCK_NB on a held lock fails at once inside a coroutine (no waiting), with $would_block set, as stock PHP
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$f = tempnam(sys_get_temp_dir(), 'ta');
$h = fopen($f, 'c');
flock($h, LOCK_EX);
var_dump(await(spawn(function () use ($f) {
    $h2 = fopen($f, 'c');
    $start = hrtime(true);
    $r = flock($h2, LOCK_EX | LOCK_NB, $wb);
    return [$r, $wb, (hrtime(true) - $start) / 1e6 < 50];
})));
unlink($f);
?>
--EXPECT--
array(3) {
  [0]=>
  bool(false)
  [1]=>
  int(1)
  [2]=>
  bool(true)
}
