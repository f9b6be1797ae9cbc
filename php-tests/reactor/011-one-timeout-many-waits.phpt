--TEST--
reactor: one Timeout used as the token of several awaits ends every one of them when it fires
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, timeout, delay};
$t = timeout(20);
$waits = [];
for ($i = 0; $i < 3; $i++) {
    $waits[] = spawn(function () use ($t, $i) {
        try {
            await(spawn(fn() => delay(1000)), $t);
        } catch (Async\OperationCanceledException $e) {
            return "wait $i cancelled by the timeout";
        }
    });
}
[$r] = await_all($waits);
print_r($r);
foreach (Async\get_coroutines() as $c) if ($c !== Async\current_coroutine()) $c->cancel();
?>
--EXPECT--
Array
(
    [0] => wait 0 cancelled by the timeout
    [1] => wait 1 cancelled by the timeout
    [2] => wait 2 cancelled by the timeout
)
