--TEST--
iterate: with cancelPending (default true) coroutines spawned by callbacks are cancelled and awaited before iterate() returns
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, spawn, delay, await};
$log = [];
$children = [];
$cb = function ($v) use (&$log, &$children) {
    $children[] = spawn(function () use ($v, &$log) {
        $log[] = "child $v started";
        try {
            delay(500);
            $log[] = "child $v finished";
        } catch (Async\AsyncCancellation $e) {
            $log[] = "child $v: " . get_class($e) . ": " . $e->getMessage();
            throw $e;
        }
    });
    delay(5); // the child starts meanwhile
};
iterate([1, 2], $cb, 1);
sort($log);
echo implode("\n", $log), "\n";
echo "after iterate\n";
foreach ($children as $i => $c) {
    try { await($c); echo "child $i completed\n"; }
    catch (Async\AsyncCancellation $e) { echo "await child $i: ", $e->getMessage(), "\n"; }
}
$log = [];
iterate([3], $cb, 1, true);
echo implode("\n", $log), "\n";
delay(600);
echo count($log), " entries\n";
?>
--EXPECT--
child 1 started
child 1: Async\AsyncCancellation: Cancellation of pending coroutines after iterator completion
child 2 started
child 2: Async\AsyncCancellation: Cancellation of pending coroutines after iterator completion
after iterate
await child 0: Cancellation of pending coroutines after iterator completion
await child 1: Cancellation of pending coroutines after iterator completion
child 3 started
child 3: Async\AsyncCancellation: Cancellation of pending coroutines after iterator completion
2 entries
