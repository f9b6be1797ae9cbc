--TEST--
scope: an exception from afterCoroutineEnqueue() propagates out of spawn_with() and the already enqueued coroutine never runs its body
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, SpawnStrategy};
use function Async\{spawn_with, suspend};
class FailingAfter implements SpawnStrategy {
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { echo "provideScope\n"; return $this->scope; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { echo "before\n"; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {
        echo "after\n";
        throw new LogicException("refused by after");
    }
}
$scope = new Scope();
try {
    spawn_with(new FailingAfter($scope), function () { echo "body runs\n"; });
    echo "spawned\n";
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
suspend();
suspend();
echo "end\n";
?>
--EXPECT--
provideScope
before
after
caught: refused by after
end
