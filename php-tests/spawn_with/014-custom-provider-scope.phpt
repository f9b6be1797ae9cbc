--TEST--
spawn_with: a plain ScopeProvider's scope is used (its cancellation reaches the coroutine), provideScope() is called once per spawn
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider, AsyncCancellation};
use function Async\{spawn, spawn_with, await, delay};
class Pool implements ScopeProvider {
    public int $calls = 0;
    public function __construct(public Scope $scope) {}
    public function provideScope(): ?Scope { $this->calls++; return $this->scope; }
}
$pool = new Pool(new Scope());
$cs = [];
for ($i = 1; $i <= 3; $i++) {
    $cs[] = spawn_with($pool, function ($n) {
        try { delay(50); return "done $n"; }
        catch (AsyncCancellation $e) { echo "worker $n cancelled\n"; throw $e; }
    }, $i);
}
echo "provideScope calls: {$pool->calls}\n";
var_dump($cs[0] !== $cs[1] && $cs[1] !== $cs[2]);
$plain = spawn(function () { delay(20); return "plain spawn unaffected"; });
delay(5);
$pool->scope->cancel();
$cancelled = 0;
foreach ($cs as $c) {
    try { await($c); } catch (AsyncCancellation $e) { $cancelled++; }
}
echo "cancelled: $cancelled\n";
var_dump(await($plain));
?>
--EXPECTF--
provideScope calls: 3
bool(true)
worker %d cancelled
worker %d cancelled
worker %d cancelled
cancelled: 3
string(22) "plain spawn unaffected"
