--TEST--
output: after exit(), coroutines cancelled with open buffers still flush them, after main's output
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
spawn(function () {
    ob_start();
    echo "[coroutine's buffered text]";
    suspend();
    suspend();
});
suspend();
echo "main exits\n";
exit(0);
?>
--EXPECT--
main exits
[coroutine's buffered text]
