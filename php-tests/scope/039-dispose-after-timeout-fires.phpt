--TEST--
scope: disposeAfterTimeout() arms a timer; on expiry the scope is cancelled and its coroutine gets AsyncCancellation "Scope has been disposed due to timeout"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend};
$s = new Scope();
$c = $s->spawn(function () {
    try {
        Async\delay(5000);
        return "not cancelled";
    } catch (Async\AsyncCancellation $e) {
        return get_class($e) . ": " . $e->getMessage();
    }
});
$s->disposeAfterTimeout(200);
echo "armed\n";
suspend();
var_dump($s->isCancelled());
echo await($c), "\n";
var_dump($s->isCancelled());
?>
--EXPECT--
armed
bool(false)
Async\AsyncCancellation: Scope has been disposed due to timeout
bool(true)
