--TEST--
scope: allowZombies()->asNotSafely() chains on the same object and the last call wins: a started coroutine is interrupted by cancel()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = Scope::inherit();
var_dump($scope->allowZombies()->asNotSafely() === $scope);
var_dump($scope->asNotSafely() === $scope);
$c = $scope->spawn(function () {
    try {
        delay(1000);
        return "ran to the end";
    } catch (Async\AsyncCancellation $e) {
        return "interrupted: " . $e->getMessage();
    }
});
suspend();
$scope->cancel();
echo await($c), "\n";
?>
--EXPECT--
bool(true)
bool(true)
interrupted: Scope was cancelled
