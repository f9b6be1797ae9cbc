--TEST--
task_group: spawn() and spawnWithKey() on TaskGroup and TaskSet name the method and argument for a non-callable task or a missing one, and spawn nothing then
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([new Async\TaskGroup(), new Async\TaskSet()] as $g) {
    foreach ([fn() => $g->spawn(42), fn() => $g->spawn(), fn() => $g->spawn('no_such_function'), fn() => $g->spawnWithKey('k', [1, 2])] as $call) {
        try { $call(); echo "no error\n"; }
        catch (TypeError|ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
    echo count($g), "\n";
}
?>
--EXPECT--
TypeError: Async\TaskGroup::spawn(): Argument #1 ($task) must be of type callable, int given
ArgumentCountError: Async\TaskGroup::spawn() expects at least 1 argument, 0 given
TypeError: Async\TaskGroup::spawn(): Argument #1 ($task) must be of type callable, string given
TypeError: Async\TaskGroup::spawnWithKey(): Argument #2 ($task) must be of type callable, array given
0
TypeError: Async\TaskSet::spawn(): Argument #1 ($task) must be of type callable, int given
ArgumentCountError: Async\TaskSet::spawn() expects at least 1 argument, 0 given
TypeError: Async\TaskSet::spawn(): Argument #1 ($task) must be of type callable, string given
TypeError: Async\TaskSet::spawnWithKey(): Argument #2 ($task) must be of type callable, array given
0
