--TEST--
scope: allowZombies() returns $this; in such a safe scope a started coroutine is not interrupted by cancel() but keeps running as a zombie, and the scope closes only once it ends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = new Scope();
var_dump($scope->allowZombies() === $scope);
$c = $scope->spawn(function () {
    echo "started\n";
    delay(20);
    echo "zombie still running\n";
    return 42;
});
suspend();
$scope->cancel();
var_dump($scope->isCancelled(), $scope->isFinished(), $scope->isClosed());
var_dump(await($c));
suspend();
var_dump($scope->isClosed());
?>
--EXPECT--
bool(true)
started
bool(true)
bool(true)
bool(false)
zombie still running
int(42)
bool(true)
