--TEST--
shutdown: exit() in main cancels the coroutines; their finally blocks run and may still await; the exit status is kept
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$code = <<<'PHP'
use function Async\{spawn, delay, suspend};
for ($i = 1; $i <= 2; $i++) {
    spawn(function () use ($i) {
        try { delay(100000); } finally { delay(5 * $i); echo "worker $i flushed\n"; }
    });
}
suspend();
echo "exiting\n";
exit(7);
PHP;
exec(ta_php_command() . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
echo implode("\n", $out), "\nstatus $status\n";
?>
--EXPECT--
exiting
worker 1 flushed
worker 2 flushed
status 7
