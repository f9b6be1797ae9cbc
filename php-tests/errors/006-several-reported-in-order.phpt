--TEST--
errors: several lost failures are each reported, in the order they happened
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay};
spawn(function () { delay(20); throw new LogicException("second"); });
spawn(function () { throw new DomainException("first"); });
spawn(fn() => "fine");
?>
--EXPECTF--
Warning: Async: coroutine %d (spawned at %s:4) failed and nobody awaited it: DomainException: first in %s on line %d

Warning: Async: coroutine %d (spawned at %s:3) failed and nobody awaited it: LogicException: second in %s on line %d
