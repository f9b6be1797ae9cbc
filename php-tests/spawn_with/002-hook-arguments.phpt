--TEST--
spawn_with: the hooks receive the returned Coroutine (not yet started) and the provided Scope, run in the caller, before's return value is ignored
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, await, current_coroutine};
class Recorder implements SpawnStrategy {
    public array $seen = [];
    public function __construct(private Scope $scope) {}
    public function provideScope(): ?Scope { return $this->scope; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array {
        $this->seen[] = ['before', $coroutine, $scope, current_coroutine(), $GLOBALS['started']];
        return ['ignored' => true, 'not a config' => 42];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {
        $this->seen[] = ['after', $coroutine, $scope, current_coroutine(), $GLOBALS['started']];
    }
}
$started = false;
$caller = Async\spawn(function () {
    $scope = new Scope();
    $r = new Recorder($scope);
    $c = spawn_with($r, function () { $GLOBALS['started'] = true; return "result"; });
    foreach ($r->seen as [$hook, $co, $sc, $cur, $st]) {
        echo "$hook: coroutine same=", var_export($co === $c, true),
             " scope same=", var_export($sc === $scope, true),
             " in caller=", var_export($cur === current_coroutine(), true),
             " body started=", var_export($st, true), "\n";
    }
    var_dump(await($c));
});
await($caller);
?>
--EXPECT--
before: coroutine same=true scope same=true in caller=true body started=false
after: coroutine same=true scope same=true in caller=true body started=false
string(6) "result"
