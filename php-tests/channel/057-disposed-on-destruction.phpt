--TEST--
channel: destroying the Channel object closes it with DISPOSED: a pending recvAsync Future (which does not keep the channel alive) is rejected with "Channel disposed"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$f = $ch->recvAsync();
unset($ch);
echo "channel released\n";
try {
    var_dump($f->await());
} catch (ChannelException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->reason);
}
?>
--EXPECT--
channel released
Async\ChannelException: Channel disposed
enum(Async\ChannelCloseReason::DISPOSED)
