--TEST--
shutdown: exit() in a coroutine ends the script with its status, as exit() anywhere does (main's finally does not run, as in PHP); the other coroutines' finally blocks run
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$code = <<<'PHP'
use function Async\{spawn, delay, await};
spawn(function () { try { delay(100000); } finally { echo "sibling finally\n"; } });
$quitter = spawn(function () { delay(5); echo "coroutine exits\n"; exit(3); });
try { await($quitter); } finally { echo "main finally\n"; }
echo "never\n";
PHP;
exec(ta_php_command() . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
echo implode("\n", $out), "\nstatus $status\n";
?>
--EXPECT--
coroutine exits
sibling finally
status 3
