--TEST--
hooks: with async.hook_time=0 usleep() blocks the whole process again (stock behaviour), switchable at run time
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all};
function two_sleepers(): float {
    $start = hrtime(true);
    await_all([spawn(fn() => usleep(200000)), spawn(fn() => usleep(200000))]);
    return (hrtime(true) - $start) / 1e6;
}
ini_set("async.hook_time", "0");
$blocking = two_sleepers();
ini_set("async.hook_time", "1");
$concurrent = two_sleepers();
// Two 200 ms sleeps: 400 ms one after the other; together 200 ms and the
// overhead (some 50 ms under valgrind on a loaded machine).
var_dump($blocking >= 395, $concurrent < 390);
?>
--EXPECT--
bool(true)
bool(true)
