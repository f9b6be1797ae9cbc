--TEST--
channel: fan-in: 4 producers x 25 values through capacity 3 reach one consumer, all values once, each producer's order kept
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(3);
$producers = [];
for ($p = 0; $p < 4; $p++) {
    $producers[] = spawn(function () use ($ch, $p) {
        for ($i = 1; $i <= 25; $i++) {
            $ch->send($p * 100 + $i);
        }
    });
}
$closer = spawn(function () use ($ch, $producers) {
    foreach ($producers as $c) {
        await($c);
    }
    $ch->close();
});
$count = 0;
$sum = 0;
$per = [];
foreach ($ch as $v) {
    $count++;
    $sum += $v;
    $per[intdiv($v, 100)][] = $v % 100;
}
await($closer);
ksort($per);
echo "count $count sum $sum\n";
foreach ($per as $p => $list) {
    echo "producer $p in order: ", var_export($list === range(1, 25), true), "\n";
}
?>
--EXPECT--
count 100 sum 16300
producer 0 in order: true
producer 1 in order: true
producer 2 in order: true
producer 3 in order: true
