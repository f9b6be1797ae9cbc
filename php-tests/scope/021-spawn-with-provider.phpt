--TEST--
scope: spawn_with() puts the coroutine in the scope returned by a plain ScopeProvider, and a Scope passed directly is its own provider (cancelling the scope reaches both)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider};
use function Async\{spawn, spawn_with, await, suspend, delay};
class Fixed implements ScopeProvider {
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { return $this->scope; }
}
function worker(string $name) {
    try {
        delay(1000);
        return "$name: finished";
    } catch (Async\AsyncCancellation $e) {
        return "$name: " . $e->getMessage();
    }
}
$scope = new Scope();
$a = spawn_with(new Fixed($scope), 'worker', 'via provider');
$b = spawn_with($scope, 'worker', 'via scope');
$o = spawn(function () { delay(20); return "outside: finished"; });
suspend();
$scope->cancel();
foreach ([$a, $b, $o] as $c) {
    echo await($c), "\n";
}
?>
--EXPECT--
via provider: Scope was cancelled
via scope: Scope was cancelled
outside: finished
