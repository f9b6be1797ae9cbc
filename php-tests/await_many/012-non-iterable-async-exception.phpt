--TEST--
await_many: a non-iterable $triggers is an Async\AsyncException with TrueAsync's message, for every function of the family, not a TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await_all, await_all_or_fail, await_any_or_fail, await_first_success, await_any_of, await_any_of_or_fail};
$calls = [
    "await_all" => fn() => await_all(42),
    "await_all_or_fail" => fn() => await_all_or_fail("str"),
    "await_any_or_fail" => fn() => await_any_or_fail(null),
    "await_first_success" => fn() => await_first_success(new stdClass()),
    "await_any_of" => fn() => await_any_of(1, 1.5),
    "await_any_of_or_fail" => fn() => await_any_of_or_fail(1, false),
];
foreach ($calls as $name => $call) {
    try {
        $call();
        echo "$name: accepted\n";
    } catch (TypeError $e) {
        echo "$name: TypeError\n";
    } catch (Async\AsyncException $e) {
        echo "$name: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
await_all: Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
await_all_or_fail: Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
await_any_or_fail: Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
await_first_success: Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
await_any_of: Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
await_any_of_or_fail: Async\AsyncException: Expected parameter 'iterable' to be an array or an object implementing Traversable
