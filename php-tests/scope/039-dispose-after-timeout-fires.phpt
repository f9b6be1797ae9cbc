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
// The coroutine's first run and main's return from suspend() must come
// before the timer: under valgrind on a loaded machine they took up to 380 ms.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1;
$s->disposeAfterTimeout(200 * $slow);
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
