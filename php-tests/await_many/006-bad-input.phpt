--TEST--
await_many: non-iterables, non-awaitable elements, a negative count, bad flags
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all, await_any_of, await_all_or_fail};
$tries = [
    fn() => await_all(42),
    fn() => await_all([spawn(fn() => 1), "not awaitable"]),
    fn() => await_any_of(-1, [spawn(fn() => 1)]),
    fn() => await_any_of("two", [spawn(fn() => 1)]),
    fn() => await_all([spawn(fn() => 1)], 5),
    fn() => await_all([spawn(fn() => 1)], null, []),
    fn() => await_all_or_fail(),
];
foreach ($tries as $t) {
    try { $t(); echo "accepted\n"; } catch (TypeError | ValueError | Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
?>
--EXPECT--
Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
TypeError: Async\await_all(): Argument #1 ($triggers) must be of type iterable of Async\Completable, string given
ValueError: Async\await_any_of(): Argument #1 ($count) must be greater than or equal to 0
TypeError: Async\await_any_of(): Argument #1 ($count) must be of type int, string given
TypeError: Async\await_all(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, int given
TypeError: Async\await_all(): Argument #3 ($preserveKeyOrder) must be of type bool, array given
ArgumentCountError: Async\await_all_or_fail() expects at least 1 argument, 0 given
