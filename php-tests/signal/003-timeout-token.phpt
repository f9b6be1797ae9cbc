--TEST--
signal: a timeout token rejects the future with TimeoutException; an expired one rejects it at once
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Signal;
use function Async\{signal, timeout, await, delay};
$start = hrtime(true);
try {
    await(signal(Signal::SIGINT, timeout(30)));
} catch (Async\TimeoutException $e) {
    echo "Signal not received in time: ", get_class($e), "\n";
}
var_dump((hrtime(true) - $start) / 1e6 >= 25);
$t = timeout(1);
delay(20);
$f = signal(Signal::SIGINT, $t);
var_dump($f->isCompleted());
try { await($f); } catch (Throwable $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
Signal not received in time: Async\TimeoutException
bool(true)
bool(true)
Async\TimeoutException
