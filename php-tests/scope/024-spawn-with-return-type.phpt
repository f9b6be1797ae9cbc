--TEST--
scope: a provideScope() returning a non-Scope despite its declared ?Scope type surfaces as PHP's normal TypeError from spawn_with()
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider};
use function Async\{spawn_with, suspend};
class Liar implements ScopeProvider {
    public function provideScope(): ?Scope { return "not a scope"; }
}
try {
    spawn_with(new Liar(), function () { echo "body runs\n"; });
    echo "spawned\n";
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
suspend();
echo "end\n";
?>
--EXPECT--
TypeError: Liar::provideScope(): Return value must be of type ?Async\Scope, string returned
end
