--TEST--
spawn_with: observable order is provideScope -> beforeCoroutineEnqueue -> afterCoroutineEnqueue -> body, the body only once the caller suspends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, suspend};
class Strategy implements SpawnStrategy {
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { echo "provideScope\n"; return $this->scope; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { echo "beforeCoroutineEnqueue\n"; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void { echo "afterCoroutineEnqueue\n"; }
}
$scope = new Scope();
$c = spawn_with(new Strategy($scope), function () { echo "body\n"; });
echo "spawn_with returned ", get_class($c), "\n";
echo "caller still running\n";
suspend();
echo "caller resumed\n";
?>
--EXPECT--
provideScope
beforeCoroutineEnqueue
afterCoroutineEnqueue
spawn_with returned Async\Coroutine
caller still running
body
caller resumed
