--TEST--
output: what a coroutine leaves in its buffers when it ends is flushed in order, innermost last, once it ends
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () {
    ob_start();
    echo "[outer]";
    ob_start();
    echo "[inner]";
    suspend();
    echo "[inner, later]";
    // returns with both buffers open
});
suspend();
echo "main: the coroutine is suspended, nothing of it printed yet\n";
await($c);
echo "\nmain: done\n";
?>
--EXPECT--
main: the coroutine is suspended, nothing of it printed yet
[outer][inner][inner, later]
main: done
