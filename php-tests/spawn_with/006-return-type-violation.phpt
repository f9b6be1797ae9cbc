--TEST--
spawn_with: provideScope() violating its declared return type surfaces as PHP's own TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider};
use function Async\{spawn_with, delay};
class IntProvider implements ScopeProvider {
    public function provideScope(): ?Scope { return 42; }
}
class ObjectProvider implements ScopeProvider {
    public function provideScope(): ?Scope { return new stdClass; }
}
foreach ([new IntProvider, new ObjectProvider] as $p) {
    try {
        spawn_with($p, function () { echo "body ran\n"; });
        echo "no exception\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
delay(5);
echo "end\n";
?>
--EXPECT--
TypeError: IntProvider::provideScope(): Return value must be of type ?Async\Scope, int returned
TypeError: ObjectProvider::provideScope(): Return value must be of type ?Async\Scope, stdClass returned
end
