--TEST--
native: Coroutine::cancel() from PHP on a coroutine suspended by C: the AsyncCancellation reaches the suspension point, the waker's event was started at the suspension, stopped at the wake-up and unsubscribed by clean (only the test's own reference left)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () {
    try {
        native_suspend(['event' => true]);
    } catch (Async\AsyncCancellation $e) {
        echo "caught: ", $e->getMessage(), "\n";
        $s = native_custom_state();
        unset($s['disposed']); // counts across the process (--repeat)
        print_r($s);
        throw $e;
    }
});
delay(5);
$s = native_custom_state();
echo "while waiting: starts {$s['starts']}, callbacks {$s['callbacks']}\n";
$c->cancel(new Async\AsyncCancellation("stop"));
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "await: ", $e->getMessage(), "\n";
}
var_dump($c->isCancelled());
?>
--EXPECT--
while waiting: starts 1, callbacks 1
caught: stop
Array
(
    [starts] => 1
    [stops] => 1
    [callbacks] => 0
    [ref_count] => 1
)
await: stop
bool(true)
