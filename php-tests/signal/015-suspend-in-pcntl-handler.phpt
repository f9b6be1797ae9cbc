--TEST--
signal: a coroutine switch refused inside a pcntl signal handler (PHP blocks switches while it dispatches signals) says it is a signal handler, for async dispatch and for pcntl_signal_dispatch()
--EXTENSIONS--
true_async
pcntl
posix
--FILE--
<?php
pcntl_signal(SIGUSR1, function () {
    try {
        Async\delay(10);
        echo "handler delayed\n";
    } catch (Async\AsyncException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
});
Async\await(Async\spawn(function () {
    // Synchronous dispatch.
    posix_kill(getmypid(), SIGUSR1);
    pcntl_signal_dispatch();
    // Asynchronous dispatch (the VM interrupt).
    pcntl_async_signals(true);
    posix_kill(getmypid(), SIGUSR1);
    Async\delay(5);
    echo "coroutine done\n";
}));
// Outside the handler the same coroutine switches freely.
Async\delay(1);
echo "main done\n";
?>
--EXPECT--
Async\AsyncException: Cannot suspend a coroutine inside a signal handler (pcntl_signal): PHP does not allow switching while it dispatches signals
Async\AsyncException: Cannot suspend a coroutine inside a signal handler (pcntl_signal): PHP does not allow switching while it dispatches signals
coroutine done
main done
