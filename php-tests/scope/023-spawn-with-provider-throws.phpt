--TEST--
scope: an exception thrown by provideScope() propagates unchanged out of spawn_with() (any class, same object) and no coroutine runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, ScopeProvider};
use function Async\{spawn_with, suspend};
class Broken implements ScopeProvider {
    public function __construct(public Throwable $error) {}
    public function provideScope(): ?Scope { throw $this->error; }
}
foreach ([new DomainException("no scope for you"), new Error("engine-ish failure"), new Async\AsyncException("async failure")] as $error) {
    try {
        spawn_with(new Broken($error), function () { echo "body runs\n"; });
        echo "spawned\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), ", same object: ", var_export($e === $error, true), "\n";
    }
}
suspend();
echo "end\n";
?>
--EXPECT--
DomainException: no scope for you, same object: true
Error: engine-ish failure, same object: true
Async\AsyncException: async failure, same object: true
end
