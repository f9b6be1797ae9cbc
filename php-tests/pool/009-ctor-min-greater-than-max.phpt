--TEST--
pool: min > max is a ValueError "Argument #6 ($min) must be <= max"; min == max is accepted
--EXTENSIONS--
true_async
--FILE--
<?php
$calls = 0;
$f = function () use (&$calls) { $calls++; return new stdClass; };
try {
    new Async\Pool($f, min: 3, max: 2);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump($calls);
$p = new Async\Pool($f, min: 2, max: 2);
var_dump($calls, $p->idleCount());
?>
--EXPECT--
Async\Pool::__construct(): Argument #6 ($min) must be <= max
int(0)
int(2)
int(2)
