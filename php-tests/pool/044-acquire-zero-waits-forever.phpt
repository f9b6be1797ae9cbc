--TEST--
pool: acquire(0) (the default) has no time limit and waits until a release
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->acquire();
$w = spawn(function () use ($pool) {
    $r = $pool->acquire(0);
    echo "waiter got it\n";
    return $r;
});
delay(80);
echo "releasing after a while\n";
$pool->release($held);
var_dump(await($w) === $held);
?>
--EXPECT--
releasing after a while
waiter got it
bool(true)
