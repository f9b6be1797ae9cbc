--TEST--
spawn_with: an exception from beforeCoroutineEnqueue aborts the spawn: it propagates, after is not called, the body never runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, delay, suspend};
class FailingBefore implements SpawnStrategy {
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { echo "provideScope\n"; return $this->scope; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array {
        echo "before\n";
        throw new LogicException("refused");
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void { echo "after\n"; }
}
$scope = new Scope();
try {
    spawn_with(new FailingBefore($scope), function () { echo "body ran\n"; });
    echo "no exception\n";
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
suspend();
delay(10);
// the scope is still usable
var_dump(Async\await($scope->spawn(fn() => "scope ok")));
?>
--EXPECT--
provideScope
before
caught: refused
string(8) "scope ok"
