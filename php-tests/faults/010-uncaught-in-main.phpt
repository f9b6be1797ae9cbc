--TEST--
faults: an uncaught exception in main cancels remaining coroutines instead of running them
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
spawn(function () { try { suspend(); echo "never\n"; } finally { echo "finally ran\n"; } });
suspend();
throw new RuntimeException("main fails");
?>
--EXPECTF--
Fatal error: Uncaught RuntimeException: main fails in %s:5
%A
finally ran
