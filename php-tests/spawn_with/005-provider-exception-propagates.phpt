--TEST--
spawn_with: an exception thrown by provideScope() propagates unchanged, whatever its class, and nothing is spawned
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider, SpawnStrategy, Coroutine};
use function Async\{spawn_with, delay};
class MyException extends Exception {}
class ThrowingProvider implements SpawnStrategy {
    public function __construct(public Throwable $ex) {}
    public function provideScope(): ?Scope { throw $this->ex; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { echo "before called\n"; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void { echo "after called\n"; }
}
$cases = [
    new RuntimeException("runtime", 1),
    new MyException("mine", 2),
    new ArithmeticError("an error", 3),
    new Async\AsyncException("async", 4),
    new Async\AsyncCancellation("a cancellation", 5),
];
foreach ($cases as $ex) {
    try {
        spawn_with(new ThrowingProvider($ex), function () { echo "body ran\n"; });
        echo "no exception\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ") same=", var_export($e === $ex, true), "\n";
    }
}
delay(5);
echo "end\n";
?>
--EXPECT--
RuntimeException: runtime (1) same=true
MyException: mine (2) same=true
ArithmeticError: an error (3) same=true
Async\AsyncException: async (4) same=true
Async\AsyncCancellation: a cancellation (5) same=true
end
