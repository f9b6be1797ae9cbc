--TEST--
iterate: called inside a coroutine it suspends only that coroutine, others keep running, then it continues
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, spawn, await, delay, suspend};
$running = true;
$ticks = 0;
$ticker = spawn(function () use (&$running, &$ticks) {
    while ($running) { $ticks++; suspend(); }
});
$worker = spawn(function () use (&$running) {
    $sum = 0;
    $r = iterate([1, 2, 3, 4], function ($v) use (&$sum) {
        delay(5);
        $sum += $v;
    }, 2);
    $running = false;
    return [$r, $sum];
});
var_dump(await($worker));
await($ticker);
echo $ticks > 1 ? "ticker ran during iterate\n" : "ticker starved ($ticks)\n";
?>
--EXPECT--
array(2) {
  [0]=>
  NULL
  [1]=>
  int(10)
}
ticker ran during iterate
