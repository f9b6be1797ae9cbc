--TEST--
pool: a release rejected by beforeRelease calls reportFailure($pool, new \Exception("Resource validation failed"))
--EXTENSIONS--
true_async
--FILE--
<?php
class Recorder implements Async\CircuitBreakerStrategy {
    public function reportSuccess(mixed $source): void { echo "success\n"; }
    public function reportFailure(mixed $source, \Throwable $error): void {
        echo "failure: source is pool: ", var_export($source instanceof Async\Pool, true), "\n";
        echo "error: ", get_class($error), ": ", $error->getMessage(), "\n";
        var_dump($error->getPrevious());
    }
    public function shouldRecover(): bool { return false; }
}
$pool = new Async\Pool(
    fn() => new stdClass,
    beforeRelease: function ($r) {
        if (isset($r->broken)) throw new RuntimeException("reset failed");
        return !isset($r->bad);
    },
    max: 3,
);
$pool->setCircuitBreakerStrategy(new Recorder);
$a = $pool->acquire();
$b = $pool->acquire();
$c = $pool->acquire();
$a->bad = true;
$b->broken = true;
$pool->release($a);
$pool->release($b);
$pool->release($c);
?>
--EXPECT--
failure: source is pool: true
error: Exception: Resource validation failed
NULL
failure: source is pool: true
error: Exception: Resource validation failed
NULL
success
