--TEST--
channel: objects cross by handle: the receiver gets the same instance and sees later changes
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$o = new stdClass();
$o->n = 1;
$ch->send($o);
$o->n = 2;
$got = $ch->recv();
var_dump($got === $o, $got->n);
$p = spawn(function () use ($ch) {
    $obj = new ArrayObject([1]);
    $ch->send($obj);
    $obj[] = 2;
    return $obj;
});
$recv = $ch->recv();
$sent = await($p);
var_dump($recv === $sent, count($recv));
?>
--EXPECT--
bool(true)
int(2)
bool(true)
int(2)
