--TEST--
scope: without an error handler, awaitAfterCancellation() throws the exception a zombie of the scope failed with
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
    $s->awaitAfterCancellation();
    echo "returned\n";
} catch (RuntimeException $e) {
    echo "thrown: ", $e->getMessage(), "\n";
    try {
        await($bad);
    } catch (RuntimeException $e2) {
        var_dump($e2 === $e);
    }
}
echo await($slow), "\n";
?>
--EXPECT--
thrown: zombie failed
bool(true)
slow zombie done
