--TEST--
shutdown: a script awaiting signal(SIGTERM) receives it instead of a graceful shutdown, and goes on
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
spawn(function () { try { delay(100000); } finally { echo "worker finally\n"; } });
echo "ready\n";
echo "script got ", await($got)->name, "\n";
echo "script goes on\n";
Async\graceful_shutdown();
PHP, SIGTERM);
echo $out;
var_dump($status);
?>
--EXPECT--
script got SIGTERM
script goes on
worker finally
int(0)
