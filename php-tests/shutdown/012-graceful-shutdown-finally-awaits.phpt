--TEST--
shutdown: graceful_shutdown() from a coroutine: the others get AsyncCancellation at their suspension point, finally blocks may await, main goes on
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay, await_all, graceful_shutdown, suspend};
$workers = [];
for ($i = 1; $i <= 3; $i++) {
    $workers[] = spawn(function () use ($i) {
        try {
            delay(100000);
        } catch (Async\AsyncCancellation $e) {
            echo "worker $i: ", $e->getMessage(), "\n";
            throw $e;
        } finally {
            delay(2);
            echo "worker $i closed\n";
        }
    });
}
suspend();
spawn(fn() => graceful_shutdown());
[, $errors] = await_all($workers);
echo count($errors), " cancelled\n";
echo "main continues\n";
?>
--EXPECT--
worker 1: Graceful shutdown
worker 2: Graceful shutdown
worker 3: Graceful shutdown
worker 1 closed
worker 2 closed
worker 3 closed
3 cancelled
main continues
