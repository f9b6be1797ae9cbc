--TEST--
signal: several signal() calls for one signal share one watcher and all complete on one delivery
--EXTENSIONS--
true_async
posix
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await, await_all};
$waiters = [];
foreach (["a", "b", "c"] as $name) {
    $waiters[$name] = spawn(function () use ($name) {
        $s = await(signal(Signal::SIGUSR2));
        return "$name saw {$s->name}";
    });
}
spawn(function () { Async\delay(5); posix_kill(getmypid(), SIGUSR2); });
[$results, $errors] = await_all($waiters);
print_r($results);
var_dump($errors);
?>
--EXPECT--
Array
(
    [a] => a saw SIGUSR2
    [b] => b saw SIGUSR2
    [c] => c saw SIGUSR2
)
array(0) {
}
