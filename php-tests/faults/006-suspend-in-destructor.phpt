--TEST--
faults: suspending inside an engine-called destructor is a clear error, not a crash
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
class D { function __destruct() {
    try { suspend(); echo "suspended?!\n"; } catch (Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
} }
$c = spawn(function () { $d = new D; unset($d); return "ok"; });
var_dump(await($c));
?>
--EXPECT--
Async\AsyncException: Cannot suspend a coroutine here: switching is not allowed inside a destructor, the garbage collector or a shutdown handler
string(2) "ok"
