--TEST--
fork: right after a cancelled shell_exec() (its child killed but maybe not yet reaped), the fork waits for that child, and the forked child neither waits for it nor hangs at exit
--EXTENSIONS--
true_async
pcntl
--FILE--
<?php
require __DIR__ . '/echo.inc';
use function Async\{spawn, await, delay};

$results = [];
$started = microtime(true);
for ($i = 0; $i < 3; $i++) {
    $c = spawn(fn() => shell_exec("exec sleep 60"));
    delay(20);
    $c->cancel();
    try { await($c); } catch (Async\AsyncCancellation $e) {}
    $status = fork_and_wait(fn() => echo_round("child") === "echo:child");
    $results[] = $status;
}
echo implode(",", array_unique($results)), "\n";
// Well below one sleep: nobody waited for a killed child's whole sleep.
var_dump(microtime(true) - $started < 45);
?>
--EXPECT--
0
bool(true)
