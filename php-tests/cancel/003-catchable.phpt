--TEST--
cancel: AsyncCancellation is caught by catch (Cancellation), not by catch (Exception)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () {
    try {
        try { suspend(); } catch (Exception $e) { echo "wrongly caught as Exception\n"; }
    } catch (Cancellation $e) {
        echo "caught as Cancellation: ", $e->getMessage(), "\n";
        return "handled";
    }
});
suspend();
$c->cancel(new Async\AsyncCancellation("stop"));
var_dump(await($c));
var_dump($c->isCancelled());
?>
--EXPECT--
caught as Cancellation: stop
string(7) "handled"
bool(true)
