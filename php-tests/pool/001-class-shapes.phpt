--TEST--
pool: Pool is a final class implementing Countable and CircuitBreaker; PoolException extends AsyncException
--EXTENSIONS--
true_async
--FILE--
<?php
$rc = new ReflectionClass(Async\Pool::class);
var_dump($rc->isFinal(), $rc->isInterface(), $rc->isEnum());
var_dump($rc->implementsInterface(Countable::class));
var_dump($rc->implementsInterface(Async\CircuitBreaker::class));
foreach (['__construct', 'acquire', 'tryAcquire', 'release', 'close', 'isClosed', 'count', 'idleCount',
          'activeCount', 'setCircuitBreakerStrategy', 'getState', 'activate', 'deactivate', 'recover'] as $m) {
    echo $m, ": ", $rc->hasMethod($m) && $rc->getMethod($m)->isPublic() ? "public" : "missing", "\n";
}
var_dump(get_parent_class(Async\PoolException::class));
var_dump(get_parent_class(Async\AsyncException::class));
var_dump(is_subclass_of(Async\ServiceUnavailableException::class, Async\AsyncException::class));
var_dump(is_subclass_of(Async\TimeoutException::class, Async\AsyncException::class));
var_dump(get_parent_class(Async\TimeoutException::class));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
__construct: public
acquire: public
tryAcquire: public
release: public
close: public
isClosed: public
count: public
idleCount: public
activeCount: public
setCircuitBreakerStrategy: public
getState: public
activate: public
deactivate: public
recover: public
string(20) "Async\AsyncException"
string(9) "Exception"
bool(true)
bool(false)
string(9) "Exception"
