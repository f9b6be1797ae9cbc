--TEST--
await: awaiting a completed future or a fired timeout returns at once, without a switch (S8)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Future;
use function Async\{await, timeout, delay, runtime_stats};
$f = Future::completed("done");
$t = timeout(1);
delay(20);
$before = runtime_stats()["switches"];
for ($i = 0; $i < 50; $i++) { await($f); $f->await(); await($t); }
var_dump(runtime_stats()["switches"] - $before, await($f), await($t));
?>
--EXPECT--
int(0)
string(4) "done"
NULL
