--TEST--
faults: exit() in main cancels the suspended coroutines (their finally blocks run) and keeps the status
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
spawn(function () { try { suspend(); echo "not resumed normally\n"; } finally { echo "finally of suspended coroutine\n"; } });
Async\suspend();
spawn(function () { echo "queued coroutine never runs\n"; });
echo "exiting\n";
exit(0);
?>
--EXPECT--
exiting
finally of suspended coroutine
