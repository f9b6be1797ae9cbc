--TEST--
scope: cancel() with a custom AsyncCancellation delivers that very object to the scope's coroutines; a non-AsyncCancellation argument is a TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
class Stop extends Async\AsyncCancellation {}
$s = new Scope();
$c = $s->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) { return $e; }
    return null;
});
suspend();
$reason = new Stop("custom stop");
$s->cancel($reason);
$got = await($c);
var_dump($got === $reason);
echo get_class($got), ": ", $got->getMessage(), "\n";
$other = new Scope();
try {
    $other->cancel(new Exception("not a cancellation"));
    echo "accepted\n";
} catch (TypeError $e) {
    echo "TypeError\n";
}
var_dump($other->isCancelled());
?>
--EXPECT--
bool(true)
Stop: custom stop
TypeError
bool(false)
