--TEST--
pool: the pool never calls shouldRecover() and never changes its state by itself
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
class Watch implements Async\CircuitBreakerStrategy {
    public int $recoverCalls = 0;
    public function reportSuccess(mixed $source): void {}
    public function reportFailure(mixed $source, \Throwable $error): void {}
    public function shouldRecover(): bool { $this->recoverCalls++; return true; }
}
$s = new Watch;
$pool = new Async\Pool(fn() => new stdClass, healthcheck: fn($r) => true, beforeRelease: fn($r) => false, min: 1, healthcheckInterval: 10);
$pool->setCircuitBreakerStrategy($s);
$pool->release($pool->acquire());
$pool->deactivate();
delay(60);
try { $pool->acquire(); } catch (Async\ServiceUnavailableException $e) { echo "unavailable\n"; }
var_dump($pool->tryAcquire());
echo $pool->getState()->name, "\n";
var_dump($s->recoverCalls);
?>
--EXPECT--
unavailable
NULL
INACTIVE
int(0)
