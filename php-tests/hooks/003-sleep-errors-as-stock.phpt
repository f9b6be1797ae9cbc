--TEST--
hooks: bad arguments to the sleep family give stock PHP's errors inside coroutines too
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$calls = [
    fn() => sleep(-1),
    fn() => usleep(-5),
    fn() => time_nanosleep(-1, 0),
    fn() => time_nanosleep(0, -1),
    fn() => sleep("x"),
];
foreach ([false, true] as $inCoroutine) {
    foreach ($calls as $c) {
        try {
            $inCoroutine ? await(spawn($c)) : $c();
        } catch (Throwable $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
    echo "--\n";
}
var_dump(await(spawn(fn() => time_sleep_until(microtime(true) - 10))));
?>
--EXPECTF--
ValueError: sleep(): Argument #1 ($seconds) must be greater than or equal to 0
ValueError: usleep(): Argument #1 ($microseconds) must be greater than or equal to 0
ValueError: time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0
ValueError: time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0
TypeError: sleep(): Argument #1 ($seconds) must be of type int, string given
--
ValueError: sleep(): Argument #1 ($seconds) must be greater than or equal to 0
ValueError: usleep(): Argument #1 ($microseconds) must be greater than or equal to 0
ValueError: time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0
ValueError: time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0
TypeError: sleep(): Argument #1 ($seconds) must be of type int, string given
--

Warning: time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time in %s on line %d
bool(false)
