--TEST--
suspend: the @ operator in one coroutine does not silence another while it is suspended
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function quiet_wait() { suspend(); return 1; }
$a = spawn(function () { return @quiet_wait(); });
$b = spawn(function () { echo $undefined_in_b ?? "", "b: ", error_reporting() === E_ALL ? "E_ALL" : "silenced", "\n"; $x = [] + 1; });
try { await($a); await($b); } catch (TypeError $e) { echo "TypeError in b\n"; }
echo "main: ", error_reporting() === E_ALL ? "E_ALL" : "silenced", "\n";
?>
--EXPECT--
b: E_ALL
TypeError in b
main: E_ALL
