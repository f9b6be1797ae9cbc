--TEST--
channel: recvAsync() Futures work with await_any_or_fail(); the losing Future, once dropped, no longer receives
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$a = new Channel();
$b = new Channel(1);
$fa = $a->recvAsync();
$fb = $b->recvAsync();
$p = spawn(function () use ($b) { $b->send("from b"); });
var_dump(await_any_or_fail([$fa, $fb]));
$fa->ignore();
$fb->ignore();
unset($fa, $fb);
await($p);
var_dump($a->sendAsync("kept"));
var_dump(count($a), $a->recv());
?>
--EXPECT--
string(6) "from b"
bool(true)
int(1)
string(4) "kept"
