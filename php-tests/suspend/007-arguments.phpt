--TEST--
suspend: argument count errors on the no-argument functions
--EXTENSIONS--
true_async
--FILE--
<?php
foreach (['Async\suspend', 'Async\current_coroutine', 'Async\get_coroutines', 'Async\runtime_stats'] as $f) {
    try { $f(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
}
try { Async\await(Async\spawn(fn() => 1), null, 3); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Async\suspend() expects exactly 0 arguments, 1 given
Async\current_coroutine() expects exactly 0 arguments, 1 given
Async\get_coroutines() expects exactly 0 arguments, 1 given
Async\runtime_stats() expects exactly 0 arguments, 1 given
Async\await() expects at most 2 arguments, 3 given
