--TEST--
suspend: main takes its turn in the queue like any coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
spawn(function () { for ($i = 0; $i < 3; $i++) { echo "c$i "; suspend(); } });
for ($i = 0; $i < 3; $i++) { echo "m$i "; suspend(); }
echo "\n";
?>
--EXPECT--
m0 c0 m1 c1 m2 c2 
