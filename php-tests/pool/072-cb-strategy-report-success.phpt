--TEST--
pool: each accepted release calls the strategy's reportSuccess once with the Pool as source; acquire reports nothing
--EXTENSIONS--
true_async
--FILE--
<?php
class Recorder implements Async\CircuitBreakerStrategy {
    public array $log = [];
    public function reportSuccess(mixed $source): void { $this->log[] = ['success', $source]; }
    public function reportFailure(mixed $source, \Throwable $error): void { $this->log[] = ['failure', $source]; }
    public function shouldRecover(): bool { return false; }
}
$pool = new Async\Pool(fn() => new stdClass, max: 2);
$s = new Recorder;
$pool->setCircuitBreakerStrategy($s);
$a = $pool->acquire();
$b = $pool->acquire();
echo "after acquire: ", count($s->log), "\n";
$pool->release($a);
$pool->release($b);
echo "after release: ", count($s->log), "\n";
foreach ($s->log as [$kind, $src]) {
    echo $kind, " ", $src === $pool ? "source is the pool" : "other source", "\n";
}
?>
--EXPECT--
after acquire: 0
after release: 2
success source is the pool
success source is the pool
