--TEST--
scope: dispose() cancels with "Scope was cancelled" honouring the zombie policy: it interrupts a started coroutine of a not-safe scope and leaves the one of a safe scope running
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
function worker() {
    try {
        delay(20);
        return "ran to the end";
    } catch (Async\AsyncCancellation $e) {
        return "interrupted: " . $e->getMessage();
    }
}
$notSafe = new Scope();
$safe = (new Scope())->allowZombies();
$a = $notSafe->spawn(worker(...));
$b = $safe->spawn(worker(...));
suspend();
$notSafe->dispose();
$safe->dispose();
var_dump($notSafe->isCancelled(), $safe->isCancelled());
echo "not safe: ", await($a), "\n";
echo "safe: ", await($b), "\n";
?>
--EXPECT--
bool(true)
bool(true)
not safe: interrupted: Scope was cancelled
safe: ran to the end
