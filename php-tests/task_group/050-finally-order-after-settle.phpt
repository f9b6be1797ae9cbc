--TEST--
task_group: finally handlers registered on a closed group with running tasks run after the last task settles, in registration order, receiving the group (decision)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$g = new Async\TaskGroup();
$g->spawn(function () { delay(10); echo "task done\n"; });
$g->close();
$g->finally(function () { echo "first handler\n"; });
$g->finally(function ($group) use ($g) { echo "second handler, same group: ", var_export($group === $g, true), "\n"; });
echo "registered\n";
$g->awaitCompletion();
delay(10);
echo "end\n";
?>
--EXPECT--
registered
task done
first handler
second handler, same group: true
end
