--TEST--
spawn_with: a Scope is itself a ScopeProvider, spawn_with($scope, ...) runs in $scope and cancelling $scope cancels it
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider, AsyncCancellation};
use function Async\{spawn, spawn_with, await, delay};
$scope = new Scope();
var_dump($scope instanceof ScopeProvider);
var_dump($scope->provideScope() === $scope);
$outside = spawn(function () { delay(30); return "outside finished"; });
$started = spawn_with($scope, function () {
    echo "started body\n";
    try {
        delay(50);
        echo "started finished\n";
    } finally {
        echo "started finally\n";
    }
});
delay(10);
$queued = spawn_with($scope, function () { echo "queued body ran\n"; });
$scope->cancel();
foreach (['started' => $started, 'queued' => $queued] as $name => $c) {
    try {
        await($c);
        echo "$name completed\n";
    } catch (AsyncCancellation $e) {
        echo "$name cancelled\n";
    }
}
var_dump(await($outside));
?>
--EXPECT--
bool(true)
bool(true)
started body
started finally
started cancelled
queued cancelled
string(16) "outside finished"
