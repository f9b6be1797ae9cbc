--TEST--
channel: a second close() is a silent no-op and the reason stays EXPLICIT
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync("a");
$ch->close();
$ch->close();
echo "closed twice\n";
var_dump($ch->isClosed(), count($ch), $ch->recv());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo $e->getMessage(), " (", $e->reason->name, ")\n";
}
$ch->close();
echo "closed again\n";
?>
--EXPECT--
closed twice
bool(true)
int(1)
string(1) "a"
Channel is closed (EXPLICIT)
closed again
