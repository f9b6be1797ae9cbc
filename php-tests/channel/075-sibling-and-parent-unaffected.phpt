--TEST--
channel: cancelling one child scope closes only its own channels: the sibling's, the parent's and the main scope's channels stay open
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$parent = new Scope();
$a = Scope::inherit($parent);
$b = Scope::inherit($parent);
$chs = [];
$make = function (string $name) use (&$chs) {
    return function () use ($name, &$chs) {
        $chs[$name] = new Channel(1);
        try {
            delay(100);
        } catch (Async\AsyncCancellation $e) {
        }
    };
};
$parent->spawn($make("parent"));
$a->spawn($make("a"));
$b->spawn($make("b"));
$chs["top"] = new Channel(1);
suspend();
$a->cancel();
foreach (["parent", "a", "b", "top"] as $n) {
    echo "$n: ", $chs[$n]->isClosed() ? "closed" : "open", "\n";
}
var_dump($chs["b"]->sendAsync(1), $chs["b"]->recv());
$parent->cancel();
foreach (["parent", "a", "b", "top"] as $n) {
    echo "$n: ", $chs[$n]->isClosed() ? "closed" : "open", "\n";
}
suspend();
?>
--EXPECT--
parent: open
a: closed
b: open
top: open
bool(true)
int(1)
parent: closed
a: closed
b: closed
top: open
