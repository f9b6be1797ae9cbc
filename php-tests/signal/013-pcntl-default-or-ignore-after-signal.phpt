--TEST--
signal: pcntl_signal(SIG_IGN) or pcntl_signal(SIG_DFL) after signal(): the signal() call still gets the signal and the process lives on
--EXTENSIONS--
true_async
posix
pcntl
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await, delay, timeout};
foreach ([SIG_IGN => "SIG_IGN", SIG_DFL => "SIG_DFL"] as $disposition => $name) {
    $future = signal(Signal::SIGHUP);
    pcntl_signal(SIGHUP, $disposition);
    spawn(function () { delay(10); posix_kill(getmypid(), SIGHUP); });
    try {
        $case = await($future, timeout(3000));
        echo "after $name: signal() got ", $case->name, "\n";
    } catch (Throwable $e) {
        echo "after $name: signal() never came\n";
    }
}
echo "still alive\n";
?>
--EXPECT--
after SIG_IGN: signal() got SIGHUP
after SIG_DFL: signal() got SIGHUP
still alive
