--TEST--
shutdown: SIGINT (reset to its default disposition by the wrapper that starts PHP) while main runs, while main waits in await_all(), and after main while a coroutine waits: each unwinds at once, finally blocks run, exit status 130
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
$phases = [
    "main running" => <<<'PHP'
<?php
use function Async\{spawn, delay, suspend};
spawn(function () { try { delay(10000); } finally { echo "worker finally\n"; } });
suspend();
try { echo "ready\n"; $t = microtime(true); while (microtime(true) - $t < 10) { $x = 1; } } finally { echo "main finally\n"; }
PHP,
    "main awaiting" => <<<'PHP'
<?php
use function Async\{spawn, delay, await_all};
$w = spawn(function () { try { echo "ready\n"; delay(10000); } finally { echo "worker finally\n"; } });
try { await_all([$w, spawn(fn() => 1)]); } finally { echo "main finally\n"; }
PHP,
    "after main" => <<<'PHP'
<?php
use function Async\{spawn, delay};
spawn(function () { try { echo "ready\n"; delay(10000); } finally { echo "worker finally\n"; } });
PHP,
];
foreach ($phases as $phase => $code) {
    [$out, $status, $ms] = ta_run_child_timed($code, SIGINT);
    echo "$phase:\n$out";
    var_dump($status);
    echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";
}
?>
--EXPECT--
main running:
main finally
worker finally
int(130)
exited soon after the signal
main awaiting:
main finally
worker finally
int(130)
exited soon after the signal
after main:
worker finally
int(130)
exited soon after the signal
