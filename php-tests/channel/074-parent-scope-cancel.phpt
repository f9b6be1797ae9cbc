--TEST--
channel: cancelling a parent scope closes a channel owned by its child scope with SCOPE_DISPOSED
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$parent = new Scope();
$child = Scope::inherit($parent);
$ch = null;
$child->spawn(function () use (&$ch) {
    $ch = new Channel(1);
    try {
        delay(100);
    } catch (Async\AsyncCancellation $e) {
    }
});
suspend();
var_dump($ch->isClosed());
$parent->cancel();
var_dump($ch->isClosed());
try {
    $ch->send(1);
} catch (ChannelException $e) {
    echo $e->getMessage(), " (", $e->reason->name, ")\n";
}
suspend();
?>
--EXPECT--
bool(false)
bool(true)
Channel closed: owner scope disposed (SCOPE_DISPOSED)
