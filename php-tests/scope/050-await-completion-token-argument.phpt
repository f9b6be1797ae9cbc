--TEST--
scope: awaitCompletion() requires its token (ArgumentCountError, TypeError for a non-Awaitable) and accepts a Coroutine as token: its completion cancels the wait
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, delay};
$s = new Scope();
try { $s->awaitCompletion(); } catch (ArgumentCountError $e) { echo "ArgumentCountError\n"; }
try { $s->awaitCompletion("soon"); } catch (TypeError $e) { echo "TypeError\n"; }
$c = $s->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) { return "worker cancelled later"; }
    return "worker finished";
});
$token = spawn(function () { delay(10); return "token done"; });
try {
    $s->awaitCompletion($token);
    echo "returned\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($token->isCompleted(), $c->isCompleted());
$s->cancel();
echo await($c), "\n";
?>
--EXPECT--
ArgumentCountError
TypeError
Async\OperationCanceledException: Operation has been cancelled
bool(true)
bool(false)
worker cancelled later
