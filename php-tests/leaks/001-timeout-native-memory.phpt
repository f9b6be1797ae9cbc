--TEST--
leaks: an Async\Timeout leaves no native memory behind, whether it is cancelled, fires or outlives the await it guarded, also in code that never waits
--EXTENSIONS--
true_async
--SKIPIF--
<?php if (!is_readable('/proc/self/status')) die('skip needs /proc/self/status');
--FILE--
<?php
require __DIR__ . '/rss.inc';
use function Async\{spawn, await, delay, timeout};
// 40k rounds: about 170 bytes each were kept until the request ended
// (6.8 MB); the bound leaves room for allocator noise.
$bound = 3 << 20;
rss_check('cancelled', 40000, $bound, function () {
    $t = timeout(1000);
    $t->cancel();
    await(spawn(fn() => 1), $t);
});
rss_check('outlived', 40000, $bound, function () {
    $t = timeout(1000);
    await(spawn(fn() => 1), $t);
});
// No wait at all: libuv frees closed handles in a loop turn, which code
// that never waits did not give it.
rss_check('never waiting', 40000, $bound, function () {
    $t = timeout(1000);
    $t->cancel();
});
// 200 at a time, so that the rounds are not 1 ms each.
rss_check('fired', 200, $bound, function () {
    $ts = [];
    for ($k = 0; $k < 200; $k++) $ts[] = timeout(1);
    delay(5);
    foreach ($ts as $t) if (!$t->isCompleted()) echo "a timeout did not fire\n";
});
?>
--EXPECT--
cancelled: flat
outlived: flat
never waiting: flat
fired: flat
