--TEST--
scope: Scope::spawn() on a cancelled but not yet closed scope is accepted, but the coroutine is cancelled before it starts and await() throws the scope's cancellation
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = (new Scope())->allowZombies();
$zombie = $scope->spawn(function () { delay(20); return "zombie done"; });
suspend();
$scope->cancel(new Async\AsyncCancellation("stop now"));
var_dump($scope->isCancelled(), $scope->isClosed());
$late = $scope->spawn(function () { echo "late body runs\n"; return 1; });
var_dump($late instanceof Async\Coroutine);
try {
    var_dump(await($late));
} catch (Async\AsyncCancellation $e) {
    echo "late: ", $e->getMessage(), "\n";
}
echo await($zombie), "\n";
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
late: stop now
zombie done
