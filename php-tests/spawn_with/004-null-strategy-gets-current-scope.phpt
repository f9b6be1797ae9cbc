--TEST--
spawn_with: a SpawnStrategy whose provideScope() returns null gets the current Scope in its hooks
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, await};
class NullStrategy implements SpawnStrategy {
    public function provideScope(): ?Scope { return null; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array {
        echo "before: current scope ", var_export($scope === $GLOBALS['scope'], true), "\n";
        return [];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {
        echo "after: current scope ", var_export($scope === $GLOBALS['scope'], true), "\n";
    }
}
$scope = new Scope();
$outer = $scope->spawn(function () {
    return await(spawn_with(new NullStrategy, fn($x) => "body $x", 5));
});
var_dump(await($outer));
?>
--EXPECT--
before: current scope true
after: current scope true
string(6) "body 5"
