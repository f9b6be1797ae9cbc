--TEST--
hooks: a family's switch takes PHP's boolean spellings (On/Off, yes/no, 1/0) from php.ini and ini_set(), and ini_restore() brings the php.ini value back
--EXTENSIONS--
true_async
--INI--
async.hook_time=On
--FILE--
<?php
use function Async\{spawn, await_all};
// Two 300 ms sleeps in two coroutines: when hooked, the second begins before
// the first ends. Overlap, not a time bound (300 ms hooked, 600 not): under
// valgrind on a loaded machine the pair's overhead can pass 200 ms.
function two_sleeps(): string {
    $spans = [];
    $sleep = function (int $i) use (&$spans) {
        $t = hrtime(true);
        usleep(300000);
        $spans[$i] = [$t, hrtime(true)];
    };
    await_all([spawn($sleep, 0), spawn($sleep, 1)]);
    return $spans[1][0] < $spans[0][1] ? "concurrent" : "one after the other";
}
two_sleeps(); // first-run costs (the scheduler's launch) out of the way
echo "On: ", two_sleeps(), "\n";
foreach (["off", "yes", "0", "true", "no"] as $v) {
    ini_set('async.hook_time', $v);
    echo "$v: ", two_sleeps(), "\n";
}
ini_restore('async.hook_time');
echo "restored: ", two_sleeps(), "\n";
?>
--EXPECT--
On: concurrent
off: one after the other
yes: concurrent
0: one after the other
true: concurrent
no: one after the other
restored: concurrent
