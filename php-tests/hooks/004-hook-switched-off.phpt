--TEST--
hooks: with async.hook_time=0 usleep() blocks the whole process again (stock behaviour), switchable at run time
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all};
// Two 200 ms sleeps in two coroutines: the time both took, and whether the
// second began before the first ended. Overlap, not a time bound, tells
// concurrent from blocking: under valgrind on a loaded machine the pair's
// overhead alone was seen past 190 ms.
function two_sleepers(): array {
    $start = hrtime(true);
    $spans = [];
    $sleep = function (int $i) use (&$spans) {
        $t = hrtime(true);
        usleep(200000);
        $spans[$i] = [$t, hrtime(true)];
    };
    await_all([spawn($sleep, 0), spawn($sleep, 1)]);
    return [(hrtime(true) - $start) / 1e6, $spans[1][0] < $spans[0][1]];
}
ini_set("async.hook_time", "0");
[$blocking, $overlapped] = two_sleepers();
var_dump($blocking >= 395 && !$overlapped);
ini_set("async.hook_time", "1");
[, $overlapped] = two_sleepers();
var_dump($overlapped);
?>
--EXPECT--
bool(true)
bool(true)
