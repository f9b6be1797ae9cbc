--TEST--
spawn: a coroutine starts only when its spawner suspends
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(function () { echo "coroutine runs\n"; return 1; });
echo "after spawn\n";
var_dump($c->isQueued(), $c->isStarted());
await($c);
echo "after await\n";
var_dump($c->isCompleted(), $c->isStarted());
?>
--EXPECT--
after spawn
bool(true)
bool(false)
coroutine runs
after await
bool(true)
bool(true)
