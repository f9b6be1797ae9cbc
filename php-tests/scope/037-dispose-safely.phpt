--TEST--
scope: disposeSafely() on a not-safe scope leaves started coroutines running as zombies but still cancels the ones not started yet; the scope closes when the zombie ends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = new Scope();
$started = $s->spawn(function () {
    try {
        delay(20);
        return "started one ran to the end";
    } catch (Async\AsyncCancellation $e) {
        return "started one interrupted";
    }
});
suspend();
$queued = $s->spawn(function () { echo "queued body runs\n"; });
$s->disposeSafely();
var_dump($s->isCancelled(), $s->isClosed());
try {
    await($queued);
    echo "queued completed\n";
} catch (Async\AsyncCancellation $e) {
    echo "queued: ", $e->getMessage(), "\n";
}
echo await($started), "\n";
suspend();
var_dump($s->isClosed());
?>
--EXPECT--
bool(true)
bool(false)
queued: Scope was cancelled
started one ran to the end
bool(true)
