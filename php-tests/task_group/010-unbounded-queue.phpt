--TEST--
task_group: queueLimit 0 means an unbounded queue, and with unlimited concurrency queueLimit is ignored: spawn() never suspends
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await};
$g = new Async\TaskGroup(1, 0);
$ran = false;
$g->spawn(function () use (&$ran) { $ran = true; });
for ($i = 0; $i < 50; $i++) {
    $g->spawn(fn() => $i);
}
echo "51 spawned, first task ran: ", var_export($ran, true), "\n";
echo count(await($g->all())), "\n";

$h = new Async\TaskGroup(null, 1);
$ran = false;
$h->spawn(function () use (&$ran) { $ran = true; });
for ($i = 0; $i < 10; $i++) {
    $h->spawn(fn() => $i);
}
echo "11 spawned, first task ran: ", var_export($ran, true), "\n";
echo count(await($h->all())), "\n";
?>
--EXPECT--
51 spawned, first task ran: false
51
11 spawned, first task ran: false
11
