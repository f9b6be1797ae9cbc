--TEST--
engine_state: a loader cancelled while two coroutines wait for its class load: its autoloader unwinds with the cancellation pending, and still every waiter is woken (not only the first): the one still waiting takes the load over
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$runs = 0;
spl_autoload_register(function ($c) use (&$runs) { $runs++; delay(10); eval("class $c { const V = 7; }"); });
$loader = spawn(fn() => Bar::V);
// Busy for 30 ms before it waits: main's and the loader's timers are then
// both due when the loop next runs, so the loader is queued (by its timer)
// before main cancels anyone, and it ends its load while both waiters are
// still listed on it.
$first = spawn(function () {
    $t = hrtime(true);
    while (hrtime(true) - $t < 30e6);
    try { return Bar::V; } catch (Throwable $e) { return get_class($e); }
});
$second = spawn(fn() => Bar::V);
delay(2);
$first->cancel();
$loader->cancel();
foreach (['loader' => $loader, 'first' => $first, 'second' => $second] as $name => $c) {
    try { $r = await($c); } catch (Throwable $e) { $r = get_class($e); }
    echo "$name: $r\n";
}
echo "runs=$runs\n";
?>
--EXPECT--
loader: Async\AsyncCancellation
first: Async\AsyncCancellation
second: 7
runs=2
