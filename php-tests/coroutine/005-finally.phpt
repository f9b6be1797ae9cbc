--TEST--
coroutine: finally() callbacks run when the coroutine ends, in order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () { suspend(); echo "body\n"; return 1; });
$c->finally(function ($co) use ($c) { echo "first ", var_export($co === $c, true), "\n"; });
$c->finally(function () { echo "second\n"; });
await($c);
$c->finally(function () { echo "late, runs at once\n"; });
try { $c->finally(42); } catch (TypeError $e) { echo "TypeError\n"; }
?>
--EXPECT--
body
first true
second
late, runs at once
TypeError
