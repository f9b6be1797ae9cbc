--TEST--
channel: 3 producers and 3 consumers on a rendezvous channel: every value is delivered exactly once
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$producers = [];
for ($p = 0; $p < 3; $p++) {
    $producers[] = spawn(function () use ($ch, $p) {
        for ($i = 0; $i < 10; $i++) {
            $ch->send($p * 10 + $i);
        }
    });
}
$consumers = [];
for ($c = 0; $c < 3; $c++) {
    $consumers[] = spawn(function () use ($ch) {
        $got = [];
        foreach ($ch as $v) {
            $got[] = $v;
        }
        return $got;
    });
}
foreach ($producers as $p) {
    await($p);
}
$ch->close();
$all = [];
foreach ($consumers as $c) {
    $all = array_merge($all, await($c));
}
sort($all);
var_dump($all === range(0, 29));
?>
--EXPECT--
bool(true)
