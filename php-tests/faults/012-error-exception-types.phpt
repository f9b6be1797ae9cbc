--TEST--
faults: Errors (not only Exceptions) thrown in coroutines reach the awaiter
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
foreach ([fn() => intdiv(1, 0), fn() => strlen(), fn() => null->x(), fn() => throw new Error("plain")] as $f) {
    try { await(spawn($f)); } catch (Throwable $e) { echo get_class($e), "\n"; }
}
?>
--EXPECT--
DivisionByZeroError
ArgumentCountError
Error
Error
