--TEST--
await_many: await_any_of() and await_any_of_or_fail() over futures completing at different times
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, delay, await_any_of, await_any_of_or_fail};
$make = function (int $ms, $value, bool $fail = false) {
    $s = new FutureState();
    spawn(function () use ($s, $ms, $value, $fail) {
        delay($ms * (str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1));
        $fail ? $s->error(new RuntimeException($value)) : $s->complete($value);
    });
    return new Future($s);
};
// The delays are 5x under valgrind: a future still pending when its call
// returns warns only at the end, and the main script's return from a call
// was seen taking more than the 45 ms between 'boom' and 'x' there.
[$res, $err] = await_any_of(2, ["slow" => $make(300, "slow"), "bad" => $make(5, "bad", true), "a" => $make(20, "a"), "b" => $make(40, "b")]);
ksort($res);
var_dump($res, array_keys($err));
try {
    await_any_of_or_fail(2, [$make(5, "boom", true), $make(50, "x"), $make(60, "y")]);
} catch (RuntimeException $e) {
    echo "first failure thrown: ", $e->getMessage(), "\n";
}
?>
--EXPECTF--
array(2) {
  ["a"]=>
  string(1) "a"
  ["b"]=>
  string(1) "b"
}
array(1) {
  [0]=>
  string(3) "bad"
}
first failure thrown: boom

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s008-futures-any-of.php:5 in Unknown on line 0

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s008-futures-any-of.php:5 in Unknown on line 0

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s008-futures-any-of.php:5 in Unknown on line 0