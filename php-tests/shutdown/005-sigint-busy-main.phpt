--TEST--
shutdown: SIGINT while main runs a busy loop stops it at the next instruction boundary; finally blocks run, exit status 130
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child_and_signal(<<<'PHP'
<?php
use function Async\{spawn, suspend};
spawn(function () { try { Async\delay(100000); } finally { echo "worker finally\n"; } });
suspend();
echo "ready\n";
try { while (true) { $x = 1; } } finally { echo "main finally\n"; }
PHP, SIGINT);
echo $out;
var_dump($status);
?>
--EXPECT--
main finally
worker finally
int(130)
