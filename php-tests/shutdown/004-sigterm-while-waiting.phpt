--TEST--
shutdown: SIGTERM while every coroutine waits: main and the workers unwind, their finally blocks run (and may await), exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child_and_signal(<<<'PHP'
<?php
use function Async\{spawn, delay, await};
$workers = [];
for ($i = 1; $i <= 2; $i++) {
    $workers[] = spawn(function () use ($i) {
        try { delay(100000); } finally { delay(10); echo "worker $i closed its connection\n"; }
    });
}
echo "ready\n";
try { foreach ($workers as $w) await($w); } finally { echo "main finally\n"; }
echo "never printed\n";
PHP, SIGTERM);
echo $out;
var_dump($status);
?>
--EXPECT--
main finally
worker 1 closed its connection
worker 2 closed its connection
int(143)
