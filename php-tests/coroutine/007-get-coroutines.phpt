--TEST--
coroutine: get_coroutines() lists live coroutines, finished ones leave
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, get_coroutines};
var_dump(count(get_coroutines()));
$a = spawn(function () { suspend(); });
$b = spawn(function () { suspend(); });
$ids = array_map(fn($c) => $c->getId(), get_coroutines());
var_dump(count($ids), in_array($a->getId(), $ids), in_array($b->getId(), $ids));
await($a); await($b);
var_dump(count(get_coroutines()));
?>
--EXPECT--
int(0)
int(3)
bool(true)
bool(true)
int(1)
