--TEST--
spawn_with: provideScope() returning null puts the coroutine in the current scope (cancelling that scope cancels it)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider, AsyncCancellation};
use function Async\{spawn, spawn_with, await, delay};
class NullProvider implements ScopeProvider {
    public function provideScope(): ?Scope { echo "provideScope -> null\n"; return null; }
}
// at top level: the current scope is the main scope, the coroutine runs normally
var_dump(await(spawn_with(new NullProvider, fn() => "top level ok")));

$control = spawn(function () { delay(30); return "control finished"; });
$scope = new Scope();
$inner = null;
$scope->spawn(function () use (&$inner) {
    $inner = spawn_with(new NullProvider, function () {
        try {
            delay(50);
            echo "inner finished\n";
        } finally {
            echo "inner finally\n";
        }
    });
    try { delay(50); } catch (AsyncCancellation $e) {}
});
delay(10);
$scope->cancel();
try {
    await($inner);
    echo "inner completed\n";
} catch (AsyncCancellation $e) {
    echo "inner cancelled\n";
}
var_dump(await($control));
?>
--EXPECT--
provideScope -> null
string(12) "top level ok"
provideScope -> null
inner finally
inner cancelled
string(16) "control finished"
