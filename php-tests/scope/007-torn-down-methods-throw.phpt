--TEST--
scope: on a torn-down scope spawn(), allowZombies(), asNotSafely(), setExceptionHandler() and setChildScopeExceptionHandler() throw "Scope object has been disposed"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = new Scope();
$c = $scope->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) {}
});
suspend();
$scope->cancel();
await($c);
suspend();
$calls = [
    'spawn' => fn() => $scope->spawn(function () { echo "never runs\n"; }),
    'allowZombies' => fn() => $scope->allowZombies(),
    'asNotSafely' => fn() => $scope->asNotSafely(),
    'setExceptionHandler' => fn() => $scope->setExceptionHandler(function () {}),
    'setChildScopeExceptionHandler' => fn() => $scope->setChildScopeExceptionHandler(function () {}),
];
foreach ($calls as $name => $call) {
    try {
        $call();
        echo "$name: no error\n";
    } catch (Async\AsyncException $e) {
        echo "$name: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
suspend();
echo "end\n";
?>
--EXPECT--
spawn: Async\AsyncException: Scope object has been disposed
allowZombies: Async\AsyncException: Scope object has been disposed
asNotSafely: Async\AsyncException: Scope object has been disposed
setExceptionHandler: Async\AsyncException: Scope object has been disposed
setChildScopeExceptionHandler: Async\AsyncException: Scope object has been disposed
end
