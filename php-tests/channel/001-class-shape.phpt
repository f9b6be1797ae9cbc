--TEST--
channel: Channel is a final class implementing Awaitable, IteratorAggregate and Countable (not Completable)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$r = new ReflectionClass(Channel::class);
var_dump($r->isFinal());
var_dump($r->implementsInterface(Async\Awaitable::class));
var_dump($r->implementsInterface(IteratorAggregate::class));
var_dump($r->implementsInterface(Countable::class));
var_dump($r->implementsInterface(Async\Completable::class));
$ch = new Channel();
var_dump($ch instanceof Traversable, $ch instanceof Async\Awaitable);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
