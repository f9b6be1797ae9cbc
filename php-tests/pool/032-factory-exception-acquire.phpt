--TEST--
pool: a factory exception propagates from acquire and tryAcquire and the reserved capacity is given back
--EXTENSIONS--
true_async
--FILE--
<?php
$fail = true;
$pool = new Async\Pool(function () use (&$fail) {
    if ($fail) throw new DomainException("cannot connect");
    return new stdClass;
}, max: 1);
try {
    $pool->acquire();
} catch (DomainException $e) {
    echo "acquire: ", $e->getMessage(), "\n";
}
var_dump($pool->count(), $pool->activeCount());
try {
    $pool->tryAcquire();
} catch (DomainException $e) {
    echo "tryAcquire: ", $e->getMessage(), "\n";
}
var_dump($pool->count(), $pool->activeCount());
$fail = false;
var_dump($pool->tryAcquire() instanceof stdClass);
var_dump($pool->count());
?>
--EXPECT--
acquire: cannot connect
int(0)
int(0)
tryAcquire: cannot connect
int(0)
int(0)
bool(true)
int(1)
