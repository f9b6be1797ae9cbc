--TEST--
errors: several failures that are held but never looked at are each reported at the end, in the order they happened, with their spawn locations (held, they could still be awaited: no shutdown)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay};
$a = spawn(function () { delay(20); throw new LogicException("second"); });
$b = spawn(function () { throw new DomainException("first"); });
$c = spawn(function () { delay(40); echo "third still runs\n"; });
?>
--EXPECTF--
third still runs

Warning: Async: coroutine %d (spawned at %s:4) failed and nobody awaited it: DomainException: first in %s on line %d

Warning: Async: coroutine %d (spawned at %s:3) failed and nobody awaited it: LogicException: second in %s on line %d
