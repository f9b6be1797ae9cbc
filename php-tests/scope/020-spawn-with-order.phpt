--TEST--
scope: spawn_with() with a SpawnStrategy calls provideScope, then beforeCoroutineEnqueue and afterCoroutineEnqueue with the new Coroutine and the Scope, and the body runs only once the caller suspends
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, SpawnStrategy};
use function Async\{spawn_with, await};
class LoggingStrategy implements SpawnStrategy {
    public ?Coroutine $before = null;
    public ?Coroutine $after = null;
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope {
        echo "provideScope\n";
        return $this->scope;
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array {
        echo "before: scope ok ", var_export($scope === $this->scope, true), ", completed ", var_export($coroutine->isCompleted(), true), "\n";
        $this->before = $coroutine;
        return [];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {
        echo "after: scope ok ", var_export($scope === $this->scope, true), "\n";
        $this->after = $coroutine;
    }
}
$scope = new Scope();
$strategy = new LoggingStrategy($scope);
$c = spawn_with($strategy, function ($x) { echo "body $x\n"; return $x * 2; }, 21);
echo "spawn_with returned\n";
var_dump($strategy->before === $c, $strategy->after === $c);
var_dump(await($c));
?>
--EXPECT--
provideScope
before: scope ok true, completed false
after: scope ok true
spawn_with returned
bool(true)
bool(true)
body 21
int(42)
