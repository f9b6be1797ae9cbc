--TEST--
channel: a channel created in a TaskGroup task is closed with SCOPE_DISPOSED by TaskGroup::cancel(); the blocked task sees the ChannelException
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$group = new TaskGroup();
$ch = null;
$group->spawn(function () use (&$ch) {
    $ch = new Channel();
    try {
        $ch->recv();
        echo "task: unexpected\n";
    } catch (ChannelException $e) {
        echo "task: ", $e->reason->name, "\n";
    } catch (Async\AsyncCancellation $e) {
        echo "task: ", get_class($e), "\n";
    }
});
suspend();
var_dump($ch->isClosed());
$group->cancel();
var_dump($ch->isClosed());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "main: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
suspend();
suspend();
?>
--EXPECT--
bool(false)
bool(true)
main: Channel closed: owner scope disposed (SCOPE_DISPOSED)
task: SCOPE_DISPOSED
