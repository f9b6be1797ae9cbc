--TEST--
shutdown: a script with its own SIGTERM handler (pcntl) keeps it: no graceful shutdown, its handler runs and the script goes on
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child_and_signal(<<<'PHP'
<?php
use function Async\{spawn, delay};
pcntl_async_signals(true);
$got = false;
pcntl_signal(SIGTERM, function () use (&$got) { $got = true; echo "own handler\n"; });
spawn(function () use (&$got) { while (!$got) delay(5); echo "worker saw the flag\n"; });
echo "ready\n";
PHP, SIGTERM);
echo $out;
var_dump($status);
?>
--EXPECT--
own handler
worker saw the flag
int(0)
