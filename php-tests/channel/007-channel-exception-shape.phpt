--TEST--
channel: (the $reason property is untyped on stock PHP's ext-php-rs registration) ChannelException extends AsyncException (an Exception) and has a public typed $reason
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$r = new ReflectionClass(ChannelException::class);
var_dump($r->isSubclassOf(Async\AsyncException::class));
var_dump($r->isSubclassOf(Exception::class));
$p = $r->getProperty('reason');
// The property is declared untyped here (its value is always a case).
var_dump($p->isPublic(), $p->hasDefaultValue(), $p->getDefaultValue());
$ch = new Channel();
$ch->close();
try {
    $ch->recv();
} catch (Async\AsyncException $e) {
    echo get_class($e), "\n";
    var_dump($e->reason);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
NULL
Async\ChannelException
enum(Async\ChannelCloseReason::EXPLICIT)
