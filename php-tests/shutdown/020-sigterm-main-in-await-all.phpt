--TEST--
shutdown: SIGTERM while main waits in await_all() (one coroutine done, one on a 10 s timer): the shutdown starts at once, not when the wait ends; finally blocks run, exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status, $ms] = ta_run_child_timed(<<<'PHP'
<?php
use function Async\{spawn, delay, await_all};
// "ready" once main waits in await_all (the coroutines start then).
$slow = spawn(function () { try { echo "ready\n"; delay(10000); } finally { echo "slow finally\n"; } });
$quick = spawn(fn() => 1);
try { await_all([$slow, $quick]); echo "await_all returned\n"; } finally { echo "main finally\n"; }
echo "never printed\n";
PHP, SIGTERM);
echo $out;
var_dump($status);
echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";
?>
--EXPECT--
main finally
slow finally
int(143)
exited soon after the signal
