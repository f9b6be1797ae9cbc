--TEST--
scope: an exception thrown by the awaitAfterCancellation() error handler is thrown from awaitAfterCancellation()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = (new Scope())->allowZombies();
$bad = $s->spawn(function () { delay(10); throw new RuntimeException("zombie failed"); });
$slow = $s->spawn(function () { delay(30); return "slow zombie done"; });
suspend();
$s->cancel();
try {
    $s->awaitAfterCancellation(function (Throwable $e, Scope $scope) {
        echo "handler got: ", $e->getMessage(), "\n";
        throw new LogicException("handler gave up");
    });
    echo "returned\n";
} catch (LogicException $e) {
    echo "thrown: ", $e->getMessage(), "\n";
}
echo await($slow), "\n";
try { await($bad); } catch (RuntimeException $e) { echo "await: ", $e->getMessage(), "\n"; }
?>
--EXPECT--
handler got: zombie failed
thrown: handler gave up
slow zombie done
await: zombie failed
