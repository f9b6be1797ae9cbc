--TEST--
errors: timeout() of 0 or less is a ValueError "Timeout value must be greater than 0" naming no argument; delay() keeps its argument error
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{timeout, delay};
foreach ([0, -1, PHP_INT_MIN] as $ms) {
    try { timeout($ms); echo "accepted\n"; } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { delay(-1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(timeout(1) instanceof Async\Timeout);
?>
--EXPECT--
ValueError: Timeout value must be greater than 0
ValueError: Timeout value must be greater than 0
ValueError: Timeout value must be greater than 0
Async\delay(): Argument #1 ($ms) must be greater than or equal to 0
bool(true)
