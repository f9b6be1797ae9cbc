--TEST--
errors: a failure looked at later (await, getException(), the await family) is not reported
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await, await_all};
$a = spawn(function () { throw new LogicException("a"); });
$b = spawn(function () { throw new LogicException("b"); });
$c = spawn(function () { throw new LogicException("c"); });
suspend(); // all three have failed by now, nobody was waiting
try { await($a); } catch (LogicException $e) { echo "awaited: ", $e->getMessage(), "\n"; }
echo "getException: ", $b->getException()->getMessage(), "\n";
[, $errors] = await_all([$c]);
echo "await_all: ", $errors[0]->getMessage(), "\n";
echo "end\n";
?>
--EXPECT--
awaited: a
getException: b
await_all: c
end
