--TEST--
scope: awaitCompletion() waits for the scope's coroutines, for coroutines they spawn later and for coroutines of child scopes they create
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, delay, timeout};
$s = new Scope();
$keep = null;
$s->spawn(function () use (&$keep) {
    delay(10);
    echo "direct coroutine done\n";
    spawn(function () { delay(10); echo "coroutine spawned later done\n"; });
    $keep = Scope::inherit();
    $keep->spawn(function () { delay(30); echo "child-scope coroutine done\n"; });
});
$s->awaitCompletion(timeout(2000));
echo "awaitCompletion returned\n";
var_dump($s->isFinished(), $s->isClosed(), $s->isCancelled());
?>
--EXPECT--
direct coroutine done
coroutine spawned later done
child-scope coroutine done
awaitCompletion returned
bool(true)
bool(false)
bool(false)
