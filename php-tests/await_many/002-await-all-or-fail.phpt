--TEST--
await_many: await_all_or_fail() returns every result by key, or throws the first failure

Fatal error: Uncaught LogicException: second failure in %s:11
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in coroutine %d (spawned at %s:11) in %s on line 11
--EXTENSIONS--
true_async
--FILE--
<?php
// Completion order comes from round-robin turns, not wall time, so it holds
// under valgrind too.
function turns(int $n) { for ($i = 0; $i < $n; $i++) Async\suspend(); }
use function Async\{spawn, await_all_or_fail};
var_dump(await_all_or_fail(['x' => spawn(fn() => 1), 'y' => spawn(function () { turns(5); return 2; })]));
try {
    await_all_or_fail([
        spawn(function () { turns(40); return "late"; }),
        spawn(function () { turns(10); throw new LogicException("first failure"); }),
        spawn(function () { turns(20); throw new LogicException("second failure"); }),
    ]);
} catch (LogicException $e) { echo $e->getMessage(), "\n"; }
// The second failure comes after await_all_or_fail() gave up on the rest,
// and nothing holds that coroutine any more: it is unhandled, reported as an
// uncaught exception (errors are never lost).
?>
--EXPECTF--
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
first failure

Fatal error: Uncaught LogicException: second failure in %s:11
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in coroutine %d (spawned at %s:11) in %s on line 11
