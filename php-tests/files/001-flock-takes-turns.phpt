--TEST--
files: two coroutines locking one file through two handles take turns (stock PHP would block the process forever); the waiter lets others run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$f = tempnam(sys_get_temp_dir(), 'ta');
$order = [];
$a = spawn(function () use ($f, &$order) {
    $h = fopen($f, 'c');
    flock($h, LOCK_EX);
    $order[] = "a locked";
    // b must be waiting for the lock before a lets it go: b's first run and
    // its 10 ms delay start after this one, slowly under valgrind.
    delay(300);
    $order[] = "a unlocks";
    flock($h, LOCK_UN);
    fclose($h);
});
$b = spawn(function () use ($f, &$order) {
    delay(10);
    $h = fopen($f, 'c');
    $order[] = "b waits";
    $r = flock($h, LOCK_EX, $would_block);
    $order[] = "b locked";
    fclose($h);
    return [$r, $would_block];
});
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 4; $i++) { delay(15); $ticks++; } });
await($a);
var_dump(await($b));
await($ticker);
print_r($order);
var_dump($ticks);
unlink($f);
?>
--EXPECT--
array(2) {
  [0]=>
  bool(true)
  [1]=>
  int(0)
}
Array
(
    [0] => a locked
    [1] => b waits
    [2] => a unlocks
    [3] => b locked
)
int(4)
