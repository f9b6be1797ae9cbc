--TEST--
pool: acquire($timeout) returns the resource when it is released before the timeout
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->acquire();
$w = spawn(function () use ($pool) {
    $r = $pool->acquire(300);
    echo "waiter got it\n";
    return $r;
});
delay(10);
$pool->release($held);
var_dump(await($w) === $held);
// the cancelled timer must not fire later
delay(400);
echo "no late timeout\n";
?>
--EXPECT--
waiter got it
bool(true)
no late timeout
