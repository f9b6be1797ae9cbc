--TEST--
shutdown: exit() while an armed Timeout, a FileSystemWatcher and a signal() call keep the loop alive ends at once after the cancelled coroutines' finally blocks (no wait for them)
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$code = <<<'PHP'
$t = Async\timeout(60000);
$w = new Async\FileSystemWatcher(sys_get_temp_dir());
$s = Async\signal(Async\Signal::SIGUSR1);
Async\spawn(function () { try { Async\delay(100000); } finally { echo "worker finally\n"; } });
Async\suspend();
exit(0);
PHP;
$start = hrtime(true);
exec(ta_php_command() . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
echo implode("\n", $out), "\nstatus $status\n";
var_dump((hrtime(true) - $start) / 1e9 < 10);
?>
--EXPECTF--
worker finally

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at Command line code:3 in Unknown on line 0
status 0
bool(true)