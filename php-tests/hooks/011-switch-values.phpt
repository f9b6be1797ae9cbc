--TEST--
hooks: a family's switch takes PHP's boolean spellings (On/Off, yes/no, 1/0) from php.ini and ini_set(), and ini_restore() brings the php.ini value back
--EXTENSIONS--
true_async
--INI--
async.hook_time=On
--FILE--
<?php
use function Async\{spawn, await_all};
// Two 300 ms sleeps: about 300 ms when hooked, 600 ms when not.
function two_sleeps(): string {
    $t = hrtime(true);
    await_all([spawn(fn() => usleep(300000)), spawn(fn() => usleep(300000))]);
    return (hrtime(true) - $t) / 1e6 < 500 ? "concurrent" : "one after the other";
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
