--TEST--
pool: CircuitBreaker and CircuitBreakerStrategy are interfaces with the specified methods
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([Async\CircuitBreaker::class, Async\CircuitBreakerStrategy::class] as $iface) {
    $rc = new ReflectionClass($iface);
    echo $iface, ": ", $rc->isInterface() ? "interface" : "not an interface", "\n";
    $names = array_map(fn($m) => $m->getName(), $rc->getMethods());
    sort($names);
    echo "  ", implode(", ", $names), "\n";
}
$m = new ReflectionMethod(Async\CircuitBreakerStrategy::class, 'reportFailure');
echo $m->getNumberOfParameters(), "\n";

// A user class can implement both interfaces.
class MyStrategy implements Async\CircuitBreakerStrategy {
    public function reportSuccess(mixed $source): void {}
    public function reportFailure(mixed $source, \Throwable $error): void {}
    public function shouldRecover(): bool { return false; }
}
var_dump(new MyStrategy instanceof Async\CircuitBreakerStrategy);
?>
--EXPECT--
Async\CircuitBreaker: interface
  activate, deactivate, getState, recover
Async\CircuitBreakerStrategy: interface
  reportFailure, reportSuccess, shouldRecover
2
bool(true)
