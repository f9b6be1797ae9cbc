--TEST--
task_group: finally() on a closed and settled group calls the callback synchronously with the group
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$g->spawn(fn() => 'x');
$g->close();
await($g->all());
$g->finally(function ($arg) use ($g) {
    echo "finally, got the group: ", var_export($arg === $g, true), "\n";
});
echo "after finally()\n";
$e = new Async\TaskGroup();
$e->close();
$e->finally(function () { echo "empty closed group: finally\n"; });
echo "after second finally()\n";
?>
--EXPECT--
finally, got the group: true
after finally()
empty closed group: finally
after second finally()
