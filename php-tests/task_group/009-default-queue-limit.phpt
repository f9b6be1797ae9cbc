--TEST--
task_group: the default queueLimit is 2 * concurrency: with concurrency 2, six spawns do not suspend, the seventh does
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup(2);
$ran = false;
$g->spawn(function () use (&$ran) {
    $ran = true;
    echo "task 0 runs\n";
    delay(5);
});
for ($i = 1; $i <= 5; $i++) {
    $g->spawn(function () { delay(5); });
}
echo "6 spawned, task 0 ran: ", var_export($ran, true), "\n";
$g->spawn(fn() => null);
echo "7th spawned, task 0 ran: ", var_export($ran, true), "\n";
await($g->all());
echo count($g), " tasks\n";
?>
--EXPECT--
6 spawned, task 0 ran: false
task 0 runs
7th spawned, task 0 ran: true
7 tasks
