--TEST--
pool: healthcheckInterval < 0 is a ValueError naming argument #8; 0 is accepted
--EXTENSIONS--
true_async
--FILE--
<?php
try {
    new Async\Pool(fn() => 1, healthcheck: fn($r) => true, healthcheckInterval: -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$p = new Async\Pool(fn() => 1, healthcheck: fn($r) => true, healthcheckInterval: 0);
echo "0 ok\n";
?>
--EXPECT--
Async\Pool::__construct(): Argument #8 ($healthcheckInterval) must be >= 0
0 ok
