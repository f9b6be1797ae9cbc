--TEST--
await: a coroutine as cancellation token stops the wait with OperationCanceledException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$slow = spawn(function () { for ($i = 0; $i < 10; $i++) suspend(); return "slow done"; });
$token = spawn(function () { suspend(); });
try {
    await($slow, $token);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof Async\AsyncCancellation, $e->getPrevious());
}
var_dump($slow->isCompleted());
var_dump(await($slow));
$failing = spawn(function () { throw new RuntimeException("token failed"); });
try { await(spawn(function () { suspend(); suspend(); }), $failing); }
catch (Async\OperationCanceledException $e) { echo "previous: ", get_class($e->getPrevious()), " ", $e->getPrevious()->getMessage(), "\n"; }
var_dump(await(spawn(fn() => "fast"), spawn(fn() => null)));
try { await($slow, 42); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
bool(true)
NULL
bool(false)
string(9) "slow done"
previous: RuntimeException token failed
string(4) "fast"
Async\await(): Argument #2 ($cancellation) must be of type ?Async\Completable, int given
