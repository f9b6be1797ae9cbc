--TEST--
signal: signal() resolves with the Signal case when posix_kill sends it to this process
--EXTENSIONS--
true_async
posix
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await};
$future = signal(Signal::SIGUSR1);
var_dump($future instanceof Async\Future, $future->isCompleted());
spawn(function () {
    echo "sending\n";
    posix_kill(getmypid(), SIGUSR1);
});
$result = await($future);
echo "Signal received: ", $result->name, "\n";
var_dump($result === Signal::SIGUSR1, $result->value, $future->isCompleted());
?>
--EXPECT--
bool(true)
bool(false)
sending
Signal received: SIGUSR1
bool(true)
int(10)
bool(true)
