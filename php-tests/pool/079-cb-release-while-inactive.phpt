--TEST--
pool: release() is not blocked by the INACTIVE state: the resource returns to idle and the strategy is told
--EXTENSIONS--
true_async
--FILE--
<?php
class Log implements Async\CircuitBreakerStrategy {
    public function reportSuccess(mixed $source): void { echo "success in ", $source->getState()->name, "\n"; }
    public function reportFailure(mixed $source, \Throwable $error): void { echo "failure\n"; }
    public function shouldRecover(): bool { return false; }
}
$pool = new Async\Pool(fn() => new stdClass, max: 2);
$pool->setCircuitBreakerStrategy(new Log);
$r = $pool->acquire();
$pool->deactivate();
$pool->release($r);
var_dump($pool->idleCount(), $pool->activeCount());
$pool->recover();
var_dump($pool->tryAcquire() === $r);
?>
--EXPECT--
success in INACTIVE
int(1)
int(0)
bool(true)
