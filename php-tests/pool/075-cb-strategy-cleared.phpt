--TEST--
pool: setCircuitBreakerStrategy() replaces the strategy and null clears it
--EXTENSIONS--
true_async
--FILE--
<?php
class Named implements Async\CircuitBreakerStrategy {
    public function __construct(private string $name) {}
    public function reportSuccess(mixed $source): void { echo "{$this->name}: success\n"; }
    public function reportFailure(mixed $source, \Throwable $error): void { echo "{$this->name}: failure\n"; }
    public function shouldRecover(): bool { return false; }
}
$pool = new Async\Pool(fn() => new stdClass);
$pool->release($pool->acquire());
echo "no strategy yet\n";
$pool->setCircuitBreakerStrategy(new Named("A"));
$pool->release($pool->acquire());
$pool->setCircuitBreakerStrategy(new Named("B"));
$pool->release($pool->acquire());
$pool->setCircuitBreakerStrategy(null);
$pool->release($pool->acquire());
echo "cleared\n";
?>
--EXPECT--
no strategy yet
A: success
B: success
cleared
