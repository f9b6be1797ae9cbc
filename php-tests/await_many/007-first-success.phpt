--TEST--
await_many: await_first_success() returns the first success and the errors of those that failed before it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_first_success, delay, timeout};
$fail = fn(string $m, int $ms) => spawn(function () use ($m, $ms) { delay($ms); throw new RuntimeException($m); });
$ok = fn(string $v, int $ms) => spawn(function () use ($v, $ms) { delay($ms); return $v; });
[$result, $errors] = await_first_success([
    "primary" => $fail("primary down", 5),
    "secondary" => $ok("from secondary", 100),
    "fallback" => $ok("from fallback", 1000),
]);
var_dump($result);
foreach ($errors as $k => $e) echo "$k: ", $e->getMessage(), "\n";
[$result, $errors] = await_first_success([$fail("a", 150), $fail("b", 0)]);
var_dump($result);
foreach ($errors as $k => $e) echo "$k: ", $e->getMessage(), "\n";
[$result, $errors] = await_first_success([]);
var_dump($result, $errors);
try {
    await_first_success([$ok("never in time", 1000)], timeout(10));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e->getPrevious()), "\n";
}
try { await_first_success([1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
string(14) "from secondary"
primary: primary down
NULL
1: b
0: a
NULL
array(0) {
}
Async\TimeoutException
Async\await_first_success(): Argument #1 ($triggers) must be of type iterable of Async\Completable, int given
