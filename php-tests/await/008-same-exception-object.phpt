--TEST--
await: every await of a failed coroutine rethrows the same exception object
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(function () { throw new DomainException("once"); });
$seen = [];
for ($i = 0; $i < 3; $i++) {
    try { await($c); } catch (DomainException $e) { $seen[] = $e; }
}
var_dump(count($seen), $seen[0] === $seen[1], $seen[1] === $seen[2], $seen[0] === $c->getException());
?>
--EXPECT--
int(3)
bool(true)
bool(true)
bool(true)
