--TEST--
engine_state: class loads in progress: the main script's autoloader launches the scheduler and a coroutine waits for that load; a cancelled waiter gets its cancellation, a cancelled loader leaves the load to a waiter
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$runs = 0;
spl_autoload_register(function ($c) use (&$runs) { $runs++; delay(10); eval("class $c { const V = 3; }"); });
$co = spawn(fn() => Foo::V);
echo Foo::V, " ", await($co), " runs=$runs\n";
// cancel a waiter, cancel the loader
$runs = 0;
$loader = spawn(fn() => Bar::V);
$waiter = spawn(function () { try { return Bar::V; } catch (Throwable $e) { return get_class($e); } });
$w2 = spawn(fn() => Bar::V);
Async\delay(2);
$waiter->cancel();
$loader->cancel();
foreach ([$loader, $waiter, $w2] as $c) { try { echo await($c), "\n"; } catch (Throwable $e) { echo "E ", get_class($e), "\n"; } }
echo "runs=$runs\n";
?>
--EXPECT--
3 3 runs=1
E Async\AsyncCancellation
Async\AsyncCancellation
3
runs=2
