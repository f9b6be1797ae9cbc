--TEST--
await: a token already completed ends the wait at once, before any switch, with "Operation has been cancelled"; a completed target still wins over it
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, runtime_stats};
$other = spawn(function () { echo "other ran\n"; });
$pending = new Future(new FutureState());
$token = Future::completed("done");
$before = runtime_stats()["switches"];
try { await($pending, $token); } catch (Async\OperationCanceledException $e) { echo $e->getMessage(), "\n"; }
echo "switches: ", runtime_stats()["switches"] - $before, "\n";
var_dump(await(Future::completed(7), $token));
await($other);
$pending->ignore();
?>
--EXPECT--
Operation has been cancelled
switches: 0
int(7)
other ran
