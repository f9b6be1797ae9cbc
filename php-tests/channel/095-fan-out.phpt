--TEST--
channel: fan-out: 100 values sent to 4 foreach consumers are each received exactly once
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$workers = [];
for ($w = 0; $w < 4; $w++) {
    $workers[] = spawn(function () use ($ch) {
        $got = [];
        foreach ($ch as $v) {
            $got[] = $v;
            if ($v % 7 == 0) {
                suspend();
            }
        }
        return $got;
    });
}
for ($i = 1; $i <= 100; $i++) {
    $ch->send($i);
}
$ch->close();
$all = [];
foreach ($workers as $w) {
    $all = array_merge($all, await($w));
}
sort($all);
echo count($all), " ", array_sum($all), " ", var_export($all === range(1, 100), true), "\n";
?>
--EXPECT--
100 5050 true
