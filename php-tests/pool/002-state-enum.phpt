--TEST--
pool: CircuitBreakerState is a pure enum with cases ACTIVE, INACTIVE, RECOVERING in that order
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\CircuitBreakerState;
$re = new ReflectionEnum(CircuitBreakerState::class);
var_dump($re->isBacked());
foreach (CircuitBreakerState::cases() as $c) {
    echo $c->name, "\n";
}
var_dump(CircuitBreakerState::ACTIVE instanceof UnitEnum);
var_dump(CircuitBreakerState::ACTIVE instanceof BackedEnum);
var_dump(CircuitBreakerState::ACTIVE === CircuitBreakerState::ACTIVE);
var_dump(CircuitBreakerState::ACTIVE === CircuitBreakerState::RECOVERING);
?>
--EXPECT--
bool(false)
ACTIVE
INACTIVE
RECOVERING
bool(true)
bool(false)
bool(true)
bool(false)
