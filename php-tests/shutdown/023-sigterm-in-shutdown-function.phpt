--TEST--
shutdown: SIGTERM while a shutdown function awaits a coroutine it spawned, and while a coroutine a shutdown function spawned waits: both unwind at once, finally blocks run, exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status, $ms] = ta_run_child_timed(<<<'PHP'
<?php
use function Async\{spawn, delay, await};
register_shutdown_function(function () {
    // It starts once the shutdown function waits.
    $c = spawn(function () { try { echo "ready\n"; delay(10000); } finally { echo "awaited coroutine finally\n"; } });
    try { await($c); echo "await returned\n"; } finally { echo "shutdown function finally\n"; }
});
PHP, SIGTERM);
// The shutdown function and its coroutine unwind in either order.
$lines = explode("\n", trim($out));
sort($lines);
echo implode("\n", $lines), "\n";
var_dump($status);
echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";

[$out, $status, $ms] = ta_run_child_timed(<<<'PHP'
<?php
use function Async\{spawn, delay};
register_shutdown_function(function () {
    spawn(function () { try { echo "ready\n"; delay(10000); } finally { echo "spawned coroutine finally\n"; } });
});
PHP, SIGTERM);
echo $out;
var_dump($status);
echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";
?>
--EXPECT--
awaited coroutine finally
shutdown function finally
int(143)
exited soon after the signal
spawned coroutine finally
int(143)
exited soon after the signal
