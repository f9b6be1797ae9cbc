--TEST--
scope: cancel() marks the scope cancelled at once (finished, not yet closed), sends AsyncCancellation "Scope was cancelled", and the scope closes and refuses spawns once its last coroutine ends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = new Scope();
$c = $s->spawn(function () {
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        delay(5);
        echo "cleanup done\n";
    }
});
suspend();
var_dump($s->isCancelled());
$s->cancel();
var_dump($s->isCancelled(), $s->isFinished(), $s->isClosed());
await($c);
suspend();
var_dump($s->isCancelled(), $s->isFinished(), $s->isClosed());
try {
    $s->spawn(function () { echo "body runs\n"; });
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
Async\AsyncCancellation: Scope was cancelled
cleanup done
bool(true)
bool(true)
bool(true)
Scope object has been disposed
