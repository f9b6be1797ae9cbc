--TEST--
shutdown: an exception thrown by a finally block while coroutines are cancelled after exit() does not stop the cleanup of the others, and is reported, not lost
--EXTENSIONS--
true_async
--FILE--
<?php
$so = null;
foreach (file("/proc/self/maps") as $l) if (str_contains($l, "true_async.so")) { $so = trim(substr($l, strpos($l, "/"))); break; }
$code = <<<'PHP'
use function Async\{spawn, delay, suspend};
spawn(function () { try { delay(100000); } finally { throw new LogicException("cleanup failed"); } });
spawn(function () { try { delay(100000); } finally { echo "second still cleaned up\n"; } });
suspend();
exit(0);
PHP;
exec(escapeshellarg(PHP_BINARY) . " -n -d " . escapeshellarg("extension=$so") . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
echo implode("\n", $out), "\nstatus $status\n";
?>
--EXPECTF--
second still cleaned up

Warning: Async: coroutine %d (spawned at %s) failed and nobody awaited it: LogicException: cleanup failed in %s on line %d
status 0
