--TEST--
reactor: coroutines delayed to the same millisecond share one timer; cancelling one of them leaves the others' wake-up alone, and each still waits its full time
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay, suspend};
$t0 = hrtime(true);
$woke = [];
$cs = [];
for ($i = 0; $i < 5; $i++) {
    $cs[$i] = spawn(function () use ($i, &$woke, $t0) {
        delay(60);
        $woke[$i] = (hrtime(true) - $t0) / 1e6;
    });
}
suspend(); // all five wait now, due the same millisecond (or the next)
$cs[0]->cancel();
$cs[3]->cancel();
[$results, $errors] = await_all($cs);
ksort($woke);
echo "woke: ", implode(",", array_keys($woke)), "\n";
echo "cancelled: ", implode(",", array_keys($errors)), "\n";
foreach ($woke as $i => $ms) if ($ms < 59) echo "coroutine $i woke early: $ms ms\n";
// A later delay gets its own timer; the shared one is gone.
$t = hrtime(true);
delay(20);
echo "a later delay waited its own time: ", var_export((hrtime(true) - $t) / 1e6 >= 19, true), "\n";
?>
--EXPECT--
woke: 1,2,4
cancelled: 0,3
a later delay waited its own time: true
