--TEST--
shutdown: an exception thrown by a finally block while coroutines are cancelled after exit() does not stop the cleanup of the others; it is reported as an uncaught exception (status 255, as PHP does for one thrown at shutdown), not lost
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$code = <<<'PHP'
use function Async\{spawn, delay, suspend};
spawn(function () { try { delay(100000); } finally { throw new LogicException("cleanup failed"); } });
spawn(function () { try { delay(100000); } finally { echo "second still cleaned up\n"; } });
suspend();
exit(0);
PHP;
exec(ta_php_command() . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
echo implode("\n", $out), "\nstatus $status\n";
?>
--EXPECTF--
Fatal error: Uncaught LogicException: cleanup failed in Command line code:2
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in coroutine 2 (spawned at Command line code:2) in Command line code on line 2
second still cleaned up
status 255
