--TEST--
future: the await family takes futures and coroutines together, with keys kept
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, delay, await_all, await_any_or_fail, await_all_or_fail};
$late = new FutureState();
spawn(function () use ($late) { delay(5); $late->complete("late"); });
[$results, $errors] = await_all([
    "done" => Future::completed(1),
    "co" => spawn(fn() => 2),
    "bad" => Future::failed(new Exception("x")),
    "late" => new Future($late),
]);
ksort($results);
var_dump($results, array_keys($errors));
$s = new FutureState();
spawn(function () use ($s) { $s->complete("first"); });
var_dump(await_any_or_fail([new Future(new FutureState()), new Future($s)]));
var_dump(await_all_or_fail([Future::completed("a"), Future::completed("b")]));
?>
--EXPECTF--
array(3) {
  ["co"]=>
  int(2)
  ["done"]=>
  int(1)
  ["late"]=>
  string(4) "late"
}
array(1) {
  [0]=>
  string(3) "bad"
}

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s009-await-many-futures.php:16 in %s009-await-many-futures.php on line 16
string(5) "first"
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}