--TEST--
task_group: foreach over an open group waits for tasks added later and ends only after close()
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$g = new Async\TaskGroup();
$g->spawn(fn() => 'first');
$producer = spawn(function () use ($g) {
    delay(10);
    $g->spawn(fn() => 'added later');
    delay(10);
    echo "producer closes\n";
    $g->close();
});
foreach ($g as $k => [$r, $e]) {
    echo "$k: $r\n";
}
echo "iteration ended\n";
await($producer);
?>
--EXPECT--
0: first
1: added later
producer closes
iteration ended
