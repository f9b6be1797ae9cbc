--TEST--
coroutine: a finally() callback may suspend (delay); awaiters get the outcome once every callback is done, including an exception thrown after the suspension
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () { return 7; });
$c->finally(function ($co) {
    echo "first: completed ", var_export($co->isCompleted(), true), ", result ", $co->getResult(), "\n";
    delay(5);
    echo "first: after delay\n";
});
$c->finally(function () { echo "second\n"; });
var_dump(await($c));

$d = spawn(function () { return 1; });
$d->finally(function () { delay(5); throw new LogicException("thrown after the delay"); });
try { await($d); } catch (LogicException $e) { echo "await: ", $e->getMessage(), "\n"; }

// Nobody awaits this one: its callback suspends during the drain after main.
$e = spawn(function () { return 2; });
$e->finally(function () { delay(5); echo "unawaited: after delay\n"; });
echo "main done\n";
?>
--EXPECT--
first: completed true, result 7
first: after delay
second
int(7)
await: thrown after the delay
main done
unawaited: after delay
