--TEST--
await_many: a generator yielding futures and coroutines with string keys works as triggers; keys are kept
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await_all_or_fail, delay};
function tasks() {
    yield "sum" => spawn(fn() => array_sum([1, 2, 3]));
    yield "ready" => Future::completed("yes");
    $s = new FutureState();
    spawn(function () use ($s) { delay(5); $s->complete("later"); });
    yield "late" => new Future($s);
}
var_dump(await_all_or_fail(tasks()));
?>
--EXPECT--
array(3) {
  ["sum"]=>
  int(6)
  ["ready"]=>
  string(3) "yes"
  ["late"]=>
  string(5) "later"
}
