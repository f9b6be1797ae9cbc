--TEST--
task_group: exit() while tasks run and wait in the queue unwinds the running ones (finally blocks run), queued ones never start and the script ends with exit's status, without an "unhandled errors" report for the group
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup(2);
for ($i = 0; $i < 4; $i++) {
    $g->spawn(function () use ($i) {
        try { Async\delay(5000); } finally { echo "task $i finally\n"; }
    });
}
Async\suspend();
echo "exiting\n";
exit(0);
?>
--EXPECT--
exiting
task 0 finally
task 1 finally
