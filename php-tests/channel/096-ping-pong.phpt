--TEST--
channel: two coroutines play ping-pong over two rendezvous channels in strict alternation
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ping = new Channel();
$pong = new Channel();
$player = spawn(function () use ($ping, $pong) {
    foreach ($ping as $n) {
        echo "pong $n\n";
        $pong->send($n + 1);
    }
    echo "player done\n";
});
$n = 0;
for ($i = 0; $i < 3; $i++) {
    echo "ping $n\n";
    $ping->send($n);
    $n = $pong->recv();
}
$ping->close();
await($player);
echo "final $n\n";
?>
--EXPECT--
ping 0
pong 0
ping 1
pong 1
ping 2
pong 2
player done
final 3
