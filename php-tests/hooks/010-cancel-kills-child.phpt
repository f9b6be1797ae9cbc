--TEST--
hooks: cancelling a coroutine waiting in shell_exec() kills the child process (no stray process, no zombie)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$marker = "ta-child-" . getmypid() . "-" . mt_rand();
// One process whose command line carries the marker (exec: no shell left).
$cmd = "exec " . escapeshellarg(PHP_BINARY) . " -n -r 'sleep(30);' -- $marker";
$c = spawn(fn() => shell_exec($cmd));
delay(300);
// "[t]a-child..." matches the child, not pgrep's own shell.
$pattern = escapeshellarg("[" . $marker[0] . "]" . substr($marker, 1));
$running = trim((string)shell_exec("pgrep -f $pattern | wc -l"));
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo "cancelled\n"; }
delay(100);
$after = trim((string)shell_exec("pgrep -f $pattern | wc -l"));
var_dump($running, $after);
?>
--EXPECT--
cancelled
string(1) "1"
string(1) "0"
