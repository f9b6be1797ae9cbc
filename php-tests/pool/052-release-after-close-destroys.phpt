--TEST--
pool: a resource released after close() passes beforeRelease, is reported as success and is destroyed, not kept idle
--EXTENSIONS--
true_async
--FILE--
<?php
class Log implements Async\CircuitBreakerStrategy {
    public function reportSuccess(mixed $source): void { echo "reportSuccess\n"; }
    public function reportFailure(mixed $source, \Throwable $error): void { echo "reportFailure\n"; }
    public function shouldRecover(): bool { return false; }
}
$pool = new Async\Pool(
    function () { $o = new stdClass; $o->id = 7; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeRelease: function ($r) { echo "beforeRelease {$r->id}\n"; return true; },
);
$pool->setCircuitBreakerStrategy(new Log);
$r = $pool->acquire();
$pool->close();
echo "closed\n";
$pool->release($r);
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
closed
beforeRelease 7
reportSuccess
destroy 7
int(0)
int(0)
int(0)
