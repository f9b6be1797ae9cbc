--TEST--
iterate: iterate() nested inside a callback runs its own callbacks and completes before the outer callback continues
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay, current_coroutine};
iterate([1, 2], function ($outer) {
    $me = current_coroutine();
    echo "outer $outer begin\n";
    iterate(['a', 'b', 'c'], function ($inner) use ($outer, $me) {
        delay(1);
        echo "  $outer$inner", current_coroutine() === $me ? " (outer coroutine!)" : "", "\n";
    }, 1);
    echo "outer $outer end\n";
}, 1);
try {
    iterate([1], function () {
        try {
            iterate([1, 2], function ($v) { if ($v === 2) throw new UnexpectedValueException("inner $v"); });
        } catch (UnexpectedValueException $e) {
            echo "outer callback caught: ", $e->getMessage(), "\n";
            throw new OutOfRangeException("outer");
        }
    });
} catch (OutOfRangeException $e) {
    echo "top caught: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
outer 1 begin
  1a
  1b
  1c
outer 1 end
outer 2 begin
  2a
  2b
  2c
outer 2 end
outer callback caught: inner 2
top caught: outer
