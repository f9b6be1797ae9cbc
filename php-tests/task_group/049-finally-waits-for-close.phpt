--TEST--
task_group: a stored finally handler does not run while the group is settled but open; it runs in a new coroutine after close() (decisions-10 #6)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->finally(function () { echo "finally handler\n"; });
$g->spawn(fn() => 'x');
await($g->all());
echo "settled, still open\n";
delay(10);
echo "closing\n";
$g->close();
echo "closed\n";
delay(10);
echo "end\n";
?>
--EXPECT--
settled, still open
closing
closed
finally handler
end
