--TEST--
signal: signal() after pcntl_signal() for the same signal: both get it, with pcntl_async_signals(true) and with pcntl_signal_dispatch()
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
    pcntl_signal(SIGUSR2, function ($signo) { echo "pcntl handler got $signo\n"; });
    $future = signal(Signal::SIGUSR2);
    spawn(function () { delay(10); posix_kill(getmypid(), SIGUSR2); });
    try {
        $case = await($future, timeout(3000));
        echo "signal() got ", $case->name, "\n";
    } catch (Throwable $e) {
        echo "signal() never came\n";
    }
    pcntl_signal_dispatch();
    pcntl_signal(SIGUSR2, SIG_DFL);
}
?>
--EXPECT--
async signals:
pcntl handler got 12
signal() got SIGUSR2
dispatch:
signal() got SIGUSR2
pcntl handler got 12
