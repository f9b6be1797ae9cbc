--TEST--
hooks: with async.hook_time=0 usleep() blocks the whole process again (stock behaviour), switchable at run time
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all};
function two_sleepers(): float {
    $start = hrtime(true);
    await_all([spawn(fn() => usleep(100000)), spawn(fn() => usleep(100000))]);
    return (hrtime(true) - $start) / 1e6;
}
ini_set("async.hook_time", "0");
$blocking = two_sleepers();
ini_set("async.hook_time", "1");
$concurrent = two_sleepers();
var_dump($blocking >= 195, $concurrent < 190);
?>
--EXPECT--
bool(true)
bool(true)
