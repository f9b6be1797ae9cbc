--TEST--
spawn_with: a non-callable task is a TypeError and the provider is not consulted
--EXTENSIONS--
true_async
--FILE--
<?php
class LoudProvider implements Async\ScopeProvider {
    public function provideScope(): ?Async\Scope { echo "provideScope called\n"; return null; }
}
$scope = new Async\Scope();
foreach ([42, 'no_such_function', [1, 2], null] as $bad) {
    try {
        Async\spawn_with(new LoudProvider, $bad);
        echo "no error\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    Async\spawn_with($scope, new stdClass);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
TypeError: Async\spawn_with(): Argument #2 ($task) must be of type callable, int given
TypeError: Async\spawn_with(): Argument #2 ($task) must be of type callable, string given
TypeError: Async\spawn_with(): Argument #2 ($task) must be of type callable, array given
TypeError: Async\spawn_with(): Argument #2 ($task) must be of type callable, null given
TypeError: Async\spawn_with(): Argument #2 ($task) must be of type callable, stdClass given
