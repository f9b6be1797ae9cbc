--TEST--
channel: TaskGroup::dispose() closes channels created by its tasks with SCOPE_DISPOSED; a channel of the main scope is unaffected
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$outer = new Channel(1);
$group = new TaskGroup();
$ch = null;
$group->spawn(function () use (&$ch) {
    $ch = new Channel(2);
    $ch->send("kept");
    try {
        delay(100);
    } catch (Async\AsyncCancellation $e) {
    }
});
suspend();
$group->dispose();
var_dump($ch->isClosed(), $outer->isClosed());
var_dump($ch->recv());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo $e->getMessage(), " (", $e->reason->name, ")\n";
}
var_dump($outer->sendAsync(1), $outer->recv());
?>
--EXPECT--
bool(true)
bool(false)
string(4) "kept"
Channel closed: owner scope disposed (SCOPE_DISPOSED)
bool(true)
int(1)
