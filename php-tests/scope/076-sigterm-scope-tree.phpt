--TEST--
scope: SIGTERM with a live scope tree unwinds main and then every coroutine of every scope (detached root, child, grandchild, a scope that allows zombies): their finally blocks run, then the shutdown functions, then the scope's finally handler (cleanup runs even though everything is being cancelled); the process ends by SIGTERM (Termsig=15)
--EXTENSIONS--
true_async
posix
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
function worker(string $name) {
    try {
        delay(5000);
        echo "$name: not cancelled\n";
    } catch (Async\AsyncCancellation $e) {
        echo "$name: ", get_class($e), "\n";
        throw $e;
    } finally {
        echo "$name: finally\n";
    }
}
$root = new Scope();
$child = Scope::inherit($root);
$grandchild = Scope::inherit($child);
$safe = Scope::inherit();
$root->spawn(worker(...), "root");
$child->spawn(worker(...), "child");
$grandchild->spawn(worker(...), "grandchild");
$safe->spawn(worker(...), "safe (zombies allowed)");
$root->finally(fn() => print("root scope finally handler\n"));
register_shutdown_function(fn() => print("shutdown function\n"));
suspend();
posix_kill(getmypid(), SIGTERM);
try {
    delay(5000);
    echo "main not cancelled\n";
} finally {
    echo "main: finally\n";
}
?>
--EXPECT--
main: finally
root: finally
child: finally
grandchild: finally
safe (zombies allowed): finally
shutdown function
root scope finally handler

Termsig=15
