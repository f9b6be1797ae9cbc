--TEST--
spawn: queued coroutines start in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
for ($i = 1; $i <= 5; $i++) spawn(function () use ($i) { echo "c$i "; });
suspend();
echo "\n";
?>
--EXPECT--
c1 c2 c3 c4 c5 
