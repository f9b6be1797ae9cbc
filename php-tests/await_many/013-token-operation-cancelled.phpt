--TEST--
await_many: a cancellation token that completes first ends await_all / await_any_or_fail with "Operation has been cancelled"
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_any_or_fail};
$slow = spawn(function () { delay(200); return 1; });
$token = spawn(function () { delay(2); });
try { await_all([$slow], $token); } catch (Async\OperationCanceledException $e) { echo "await_all: ", $e->getMessage(), "\n"; }
try { await_any_or_fail([$slow], spawn(fn() => null)); } catch (Async\OperationCanceledException $e) { echo "await_any_or_fail: ", $e->getMessage(), "\n"; }
$slow->cancel();
?>
--EXPECT--
await_all: Operation has been cancelled
await_any_or_fail: Operation has been cancelled
