--TEST--
channel: null, false, 0, empty string/array, floats and enums are ordinary values (null does not end foreach)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(8);
foreach ([null, false, 0, "", [], 1.5, "s", ChannelCloseReason::EXPLICIT] as $v) {
    $ch->send($v);
}
$ch->close();
foreach ($ch as $v) {
    var_dump($v);
}
?>
--EXPECT--
NULL
bool(false)
int(0)
string(0) ""
array(0) {
}
float(1.5)
string(1) "s"
enum(Async\ChannelCloseReason::EXPLICIT)
