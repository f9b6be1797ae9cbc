--TEST--
signal: a coroutine waiting for SIGTERM calls graceful_shutdown(); the workers' finally blocks run
--EXTENSIONS--
true_async
posix
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await, delay, graceful_shutdown};
$workers = [];
for ($i = 1; $i <= 2; $i++) {
    $workers[] = spawn(function () use ($i) {
        try {
            // One long wait each: with short ones, a worker whose timer had
            // just fired would be queued ahead and clean up out of order.
            while (true) delay(60000);
        } finally {
            echo "worker $i cleans up\n";
        }
    });
}
spawn(function () {
    await(signal(Signal::SIGTERM));
    echo "SIGTERM received, shutting down...\n";
    graceful_shutdown();
});
spawn(function () { delay(20); posix_kill(getmypid(), SIGTERM); });
foreach ($workers as $w) {
    try { await($w); } catch (Async\AsyncCancellation $e) { echo "worker cancelled\n"; }
}
echo "end\n";
?>
--EXPECT--
SIGTERM received, shutting down...
worker 1 cleans up
worker 2 cleans up
worker cancelled
worker cancelled
end
