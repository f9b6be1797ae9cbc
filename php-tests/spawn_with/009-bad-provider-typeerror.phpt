--TEST--
spawn_with: a first argument that is not a ScopeProvider is a TypeError, even an object with a provideScope() method
--EXTENSIONS--
true_async
--FILE--
<?php
class DuckProvider { public function provideScope(): ?Async\Scope { echo "duck called\n"; return null; } }
foreach ([new stdClass, 42, null, "Async\\Scope", fn() => null, new DuckProvider] as $bad) {
    try {
        Async\spawn_with($bad, function () { echo "body ran\n"; });
        echo "no error\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
Async\delay(5);
?>
--EXPECT--
TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, stdClass given
TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, int given
TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, null given
TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, string given
TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, Closure given
TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, DuckProvider given
