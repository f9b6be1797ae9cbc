--TEST--
pipes: a popen() stream freed while a cancellation unwinds its coroutine closes as stock PHP (no switch while the exception is in flight), and the cancellation stays in that coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$ticks = 0;
$ticker = spawn(function () use (&$ticks) {
    for ($i = 0; $i < 30; $i++) { delay(10); $ticks++; }
    return "ticker done";
});
$victim = spawn(function () {
    $p = popen("sleep 0.2; exit 4", "r");
    delay(5000);
});
delay(20);
$victim->cancel();
try {
    await($victim);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// Had the close suspended with the cancellation pending, the ticker would
// have resumed with it thrown.
var_dump(await($ticker), $ticks);
// The child was reaped by libc's pclose: no child is left.
var_dump(pcntl_waitpid(-1, $status, WNOHANG));
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
string(11) "ticker done"
int(30)
int(-1)
