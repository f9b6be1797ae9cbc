--TEST--
await: a token that completes first ends the wait with OperationCanceledException "Operation has been cancelled"; previous is the token's exception, a TimeoutException for a Timeout, none for a token that succeeded
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, delay, timeout};
$never = new Future(new FutureState());
$show = function (Throwable $e) {
    $p = $e->getPrevious();
    echo get_class($e), ": ", $e->getMessage(), " | previous: ", $p ? get_class($p) . ": " . $p->getMessage() : "none", "\n";
};
$ok = spawn(function () { delay(2); return "fine"; });
try { await($never, $ok); } catch (Async\OperationCanceledException $e) { $show($e); }
$failing = spawn(function () { delay(2); throw new LogicException("token failed"); });
try { await($never, $failing); } catch (Async\OperationCanceledException $e) { $show($e); }
try { await($never, timeout(2)); } catch (Async\OperationCanceledException $e) { $show($e); }
try { $never->await(spawn(fn() => 1)); } catch (Async\OperationCanceledException $e) { $show($e); }
$never->ignore();
?>
--EXPECTF--
Async\OperationCanceledException: Operation has been cancelled | previous: none
Async\OperationCanceledException: Operation has been cancelled | previous: LogicException: token failed
Async\OperationCanceledException: Operation has been cancelled | previous: Async\TimeoutException: %s
Async\OperationCanceledException: Operation has been cancelled | previous: none
