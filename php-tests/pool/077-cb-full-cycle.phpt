--TEST--
pool: a user strategy drives ACTIVE -> INACTIVE (after 2 failures) -> RECOVERING (user) -> ACTIVE (first success)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\CircuitBreakerState as State;
class TwoStrikes implements Async\CircuitBreakerStrategy {
    private int $failures = 0;
    public function reportSuccess(mixed $source): void {
        echo "  strategy: success\n";
        $this->failures = 0;
        if ($source->getState() === State::RECOVERING) {
            $source->activate();
        }
    }
    public function reportFailure(mixed $source, \Throwable $error): void {
        $this->failures++;
        echo "  strategy: failure #{$this->failures} ({$error->getMessage()})\n";
        if ($this->failures >= 2) {
            $source->deactivate();
        }
    }
    public function shouldRecover(): bool { return true; }
}
$healthy = false;
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    beforeRelease: function ($r) use (&$healthy) { return $healthy; },
    max: 2,
);
$pool->setCircuitBreakerStrategy(new TwoStrikes);
$state = fn() => print("state: " . $pool->getState()->name . "\n");
$state();
$pool->release($pool->acquire());
$state();
$pool->release($pool->acquire());
$state();
try {
    $pool->acquire();
} catch (Async\ServiceUnavailableException $e) {
    echo "acquire: ", $e->getMessage(), "\n";
}
var_dump($pool->tryAcquire());
$pool->recover();
$state();
$healthy = true;
$r = $pool->acquire();
echo "trial acquire got {$r->id}\n";
$pool->release($r);
$state();
echo "acquire got ", $pool->acquire()->id, "\n";
?>
--EXPECT--
state: ACTIVE
  strategy: failure #1 (Resource validation failed)
state: ACTIVE
  strategy: failure #2 (Resource validation failed)
state: INACTIVE
acquire: Service is unavailable (circuit breaker is open)
NULL
state: RECOVERING
trial acquire got 3
  strategy: success
state: ACTIVE
acquire got 3
