--TEST--
scope: an exception from beforeCoroutineEnqueue() aborts spawn_with() and propagates; afterCoroutineEnqueue() is not called and the body never runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, SpawnStrategy};
use function Async\{spawn_with, suspend};
class FailingBefore implements SpawnStrategy {
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { echo "provideScope\n"; return $this->scope; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array {
        echo "before\n";
        throw new RuntimeException("refused by before");
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void { echo "after\n"; }
}
try {
    spawn_with(new FailingBefore(new Scope()), function () { echo "body runs\n"; });
    echo "spawned\n";
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
suspend();
suspend();
echo "end\n";
?>
--EXPECT--
provideScope
before
caught: refused by before
end
