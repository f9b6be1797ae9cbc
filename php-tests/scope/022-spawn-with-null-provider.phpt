--TEST--
scope: a provider returning null makes spawn_with() use the current scope: the scope of the calling coroutine (also passed to the strategy hooks), the main scope at top level
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, ScopeProvider, SpawnStrategy};
use function Async\{spawn_with, await, suspend, delay};
class NullProvider implements ScopeProvider {
    public function provideScope(): ?Scope { return null; }
}
class NullStrategy implements SpawnStrategy {
    public ?Scope $seen = null;
    public function provideScope(): ?Scope { return null; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { $this->seen = $scope; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {}
}
function worker(string $name, int $ms) {
    try {
        delay($ms);
        return "$name: finished";
    } catch (Async\AsyncCancellation $e) {
        return "$name: " . $e->getMessage();
    }
}
$scope = new Scope();
$strategy = new NullStrategy();
$inner = null;
$outer = $scope->spawn(function () use ($strategy, &$inner) {
    $inner = spawn_with($strategy, 'worker', 'inner', 1000);
    return worker('outer', 1000);
});
$top = spawn_with(new NullProvider(), 'worker', 'top level', 20);
suspend();
suspend();
var_dump($strategy->seen === $scope);
$scope->cancel();
echo await($outer), "\n", await($inner), "\n", await($top), "\n";
?>
--EXPECT--
bool(true)
outer: Scope was cancelled
inner: Scope was cancelled
top level: finished
