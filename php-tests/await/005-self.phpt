--TEST--
await: a coroutine awaiting itself gets DeadlockError
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};
$c = spawn(function () {
    try { await(current_coroutine()); } catch (Async\DeadlockError $e) { return $e->getMessage(); }
});
var_dump(await($c));
try { await(current_coroutine()); } catch (Async\DeadlockError $e) { echo "main: ", get_class($e), "\n"; }
?>
--EXPECTF--
string(%d) "Coroutine %d cannot await itself"
main: Async\DeadlockError
