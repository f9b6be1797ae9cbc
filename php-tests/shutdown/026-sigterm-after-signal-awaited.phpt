--TEST--
shutdown: once a signal(SIGTERM) call got its signal and no call waits any more, the next SIGTERM starts the graceful shutdown (finally blocks run, exit status 143) instead of killing the process outright
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child_and_signal(<<<'PHP'
<?php
use Async\Signal;
use function Async\{signal, spawn, delay, await};
$got = signal(Signal::SIGTERM);
spawn(function () { try { delay(10000); } finally { echo "worker finally\n"; } });
echo "ready\n";
echo "script got ", await($got)->name, "\n";
spawn(function () { delay(50); exec("kill -TERM " . getmypid()); });
try { delay(10000); echo "main slept\n"; } finally { echo "main finally\n"; }
PHP, SIGTERM);
echo $out;
var_dump($status);
?>
--EXPECT--
script got SIGTERM
main finally
worker finally
int(143)
