--TEST--
scope: graceful_shutdown() reaches coroutines of every scope tree (new Scope(), its child, a safe Scope::inherit()): each gets AsyncCancellation "Graceful shutdown" and its finally block runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay, graceful_shutdown};
$log = [];
function worker(string $name) {
    global $log;
    try {
        delay(1000);
        return "$name: finished";
    } catch (Async\AsyncCancellation $e) {
        return "$name: " . get_class($e) . ": " . $e->getMessage();
    } finally {
        $log[] = "$name finally";
    }
}
$root = new Scope();
$child = Scope::inherit($root);
$safe = Scope::inherit();
$cs = [
    $root->spawn(worker(...), "new scope"),
    $child->spawn(worker(...), "child scope"),
    $safe->spawn(worker(...), "safe scope"),
];
suspend();
graceful_shutdown();
foreach ($cs as $c) {
    echo await($c), "\n";
}
sort($log);
echo implode("\n", $log), "\n";
?>
--EXPECT--
new scope: Async\AsyncCancellation: Graceful shutdown
child scope: Async\AsyncCancellation: Graceful shutdown
safe scope: Async\AsyncCancellation: Graceful shutdown
child scope finally
new scope finally
safe scope finally
