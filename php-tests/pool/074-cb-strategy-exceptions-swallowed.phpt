--TEST--
pool: exceptions thrown by reportSuccess/reportFailure are swallowed; release completes normally; the pool still holding idle resources at the script end destroys them then
--EXTENSIONS--
true_async
--FILE--
<?php
class Throwing implements Async\CircuitBreakerStrategy {
    public function reportSuccess(mixed $source): void { echo "reportSuccess\n"; throw new RuntimeException("s"); }
    public function reportFailure(mixed $source, \Throwable $error): void { echo "reportFailure\n"; throw new RuntimeException("f"); }
    public function shouldRecover(): bool { return false; }
}
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeRelease: fn($r) => $r->id === 1,
    max: 2,
);
$pool->setCircuitBreakerStrategy(new Throwing);
$a = $pool->acquire();
$b = $pool->acquire();
try {
    $pool->release($a);
    echo "release 1 ok\n";
    $pool->release($b);
    echo "release 2 ok\n";
} catch (Throwable $e) {
    echo "escaped: ", $e->getMessage(), "\n";
}
var_dump($pool->idleCount(), $pool->count());
?>
--EXPECT--
reportSuccess
release 1 ok
reportFailure
destroy 2
release 2 ok
int(1)
int(1)
destroy 1
