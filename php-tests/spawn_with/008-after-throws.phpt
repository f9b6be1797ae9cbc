--TEST--
spawn_with: an exception from afterCoroutineEnqueue propagates and the coroutine does not run
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, delay, suspend};
class FailingAfter implements SpawnStrategy {
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { echo "provideScope\n"; return $this->scope; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { echo "before\n"; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {
        echo "after\n";
        throw new OverflowException("after failed");
    }
}
$scope = new Scope();
try {
    spawn_with(new FailingAfter($scope), function () { echo "body ran\n"; });
    echo "no exception\n";
} catch (OverflowException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
suspend();
delay(10);
echo "end\n";
?>
--EXPECT--
provideScope
before
after
caught: after failed
end
