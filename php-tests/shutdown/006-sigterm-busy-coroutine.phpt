--TEST--
shutdown: SIGTERM while a coroutine (not main) spins: it unwinds, then main, then the rest; exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child_and_signal(<<<'PHP'
<?php
use function Async\{spawn, await};
$busy = spawn(function () {
    echo "ready\n";
    try { while (true) { $x = 1; } } finally { echo "busy coroutine finally\n"; }
});
try { await($busy); } finally { echo "main finally\n"; }
PHP, SIGTERM);
echo $out;
var_dump($status);
?>
--EXPECT--
busy coroutine finally
main finally
int(143)
