--TEST--
channel: arrays cross by value: changes the sender makes after sending are not seen by the receiver
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$data = [1, 2, 3];
$ch->send($data);
$data[] = 4;
$data[0] = 100;
var_dump($ch->recv());
$p = spawn(function () use ($ch) {
    $arr = ['k' => 'v'];
    $ch->send($arr);
    $arr['k'] = 'changed';
    $arr['x'] = 1;
});
var_dump($ch->recv());
await($p);
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(1) {
  ["k"]=>
  string(1) "v"
}
