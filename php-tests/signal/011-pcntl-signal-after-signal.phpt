--TEST--
signal: pcntl_signal() after signal() for the same signal: both get it, with pcntl_async_signals(true) and with pcntl_signal_dispatch()
--EXTENSIONS--
true_async
posix
pcntl
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await, delay, timeout};
foreach (["async signals", "dispatch"] as $mode) {
    echo "$mode:\n";
    pcntl_async_signals($mode === "async signals");
    $future = signal(Signal::SIGUSR1);
    pcntl_signal(SIGUSR1, function ($signo) { echo "pcntl handler got $signo\n"; });
    spawn(function () { delay(10); posix_kill(getmypid(), SIGUSR1); });
    try {
        $case = await($future, timeout(3000));
        echo "signal() got ", $case->name, "\n";
    } catch (Throwable $e) {
        echo "signal() never came\n";
    }
    pcntl_signal_dispatch();
    pcntl_signal(SIGUSR1, SIG_DFL);
}
?>
--EXPECT--
async signals:
pcntl handler got 10
signal() got SIGUSR1
dispatch:
signal() got SIGUSR1
pcntl handler got 10
