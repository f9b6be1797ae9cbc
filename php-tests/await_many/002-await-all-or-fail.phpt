--TEST--
await_many: await_all_or_fail() returns every result by key, or throws the first failure
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay, await_all_or_fail};
var_dump(await_all_or_fail(['x' => spawn(fn() => 1), 'y' => spawn(function () { delay(5); return 2; })]));
try {
    await_all_or_fail([
        spawn(function () { delay(40); return "late"; }),
        spawn(function () { delay(10); throw new LogicException("first failure"); }),
        spawn(function () { delay(20); throw new LogicException("second failure"); }),
    ]);
} catch (LogicException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
first failure
