--TEST--
pool: the circuit breaker starts ACTIVE and the Pool can be used as a CircuitBreaker
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{CircuitBreaker, CircuitBreakerState};
function describe(CircuitBreaker $cb): string { return $cb->getState()->name; }
$pool = new Async\Pool(fn() => new stdClass);
var_dump($pool->getState() === CircuitBreakerState::ACTIVE);
echo describe($pool), "\n";
?>
--EXPECT--
bool(true)
ACTIVE
