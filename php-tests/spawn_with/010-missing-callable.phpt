--TEST--
spawn_with: a missing callable is an ArgumentCountError and the provider is not consulted
--EXTENSIONS--
true_async
--FILE--
<?php
class LoudProvider implements Async\ScopeProvider {
    public function provideScope(): ?Async\Scope { echo "provideScope called\n"; return null; }
}
try {
    Async\spawn_with(new LoudProvider);
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    Async\spawn_with();
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
ArgumentCountError: Async\spawn_with() expects at least 2 arguments, 1 given
ArgumentCountError: Async\spawn_with() expects at least 2 arguments, 0 given
