--TEST--
coroutine: getTrace() of a suspended coroutine shows its own frames; null otherwise
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function inner() { suspend(); }
function outer() { inner(); }
$c = spawn('outer');
var_dump($c->getTrace());
suspend();
foreach ($c->getTrace() as $f) echo $f['function'], "\n";
await($c);
var_dump($c->getTrace());
?>
--EXPECT--
NULL
Async\suspend
inner
outer
NULL
