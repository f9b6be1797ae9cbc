--TEST--
files: a coroutine cancelled while it waits for a lock gets the cancellation and does not take the lock later
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$f = tempnam(sys_get_temp_dir(), 'ta');
$holder = fopen($f, 'c');
flock($holder, LOCK_EX);
$h2 = fopen($f, 'c');
$waiter = spawn(function () use ($h2) {
    try { flock($h2, LOCK_EX); return "locked"; }
    finally { echo "finally\n"; }
});
delay(20);
$waiter->cancel();
try { await($waiter); } catch (Async\AsyncCancellation $e) { echo get_class($e), "\n"; }
flock($holder, LOCK_UN);
delay(50);
// Nobody took it meanwhile: a third handle gets it at once.
$h3 = fopen($f, 'c');
var_dump(flock($h3, LOCK_EX | LOCK_NB));
unlink($f);
?>
--EXPECT--
finally
Async\AsyncCancellation
bool(true)
