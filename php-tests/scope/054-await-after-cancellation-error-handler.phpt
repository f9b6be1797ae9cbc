--TEST--
scope: a zombie failing during awaitAfterCancellation() is passed to its error handler as (error, scope), and the wait goes on until the other zombie ends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = (new Scope())->allowZombies();
$bad = $s->spawn(function () { delay(10); throw new RuntimeException("zombie failed"); });
$good = $s->spawn(function () { delay(300); echo "other zombie done\n"; });
suspend();
$s->cancel();
$s->awaitAfterCancellation(function (Throwable $e, Scope $scope) use ($s) {
    echo "handler: ", get_class($e), ": ", $e->getMessage(), ", scope ok: ", var_export($scope === $s, true), "\n";
});
echo "awaitAfterCancellation returned\n";
try {
    await($bad);
} catch (RuntimeException $e) {
    echo "await: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
handler: RuntimeException: zombie failed, scope ok: true
other zombie done
awaitAfterCancellation returned
await: zombie failed
