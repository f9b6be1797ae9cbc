--TEST--
iterate: callbacks never run in the calling coroutine, neither at top level nor inside a coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, spawn, await, suspend, current_coroutine};
suspend(); // the scheduler runs: top level is now the main coroutine
$main = current_coroutine();
iterate([1, 2, 3], function ($v) use ($main) {
    $c = current_coroutine();
    echo "$v: ", $c instanceof Async\Coroutine ? "coroutine" : "?", ", ", $c === $main ? "caller" : "not caller", "\n";
});
iterate([4, 5], function ($v) use ($main) {
    Async\delay(1);
    echo "$v: ", current_coroutine() === $main ? "caller" : "not caller", "\n";
}, 1);
$co = spawn(function () {
    $me = current_coroutine();
    iterate(['a', 'b'], function ($v) use ($me) {
        echo "$v: ", current_coroutine() === $me ? "caller" : "not caller", "\n";
    }, 2);
    return current_coroutine() === $me ? "ok" : "wrong";
});
var_dump(await($co));
var_dump(current_coroutine() === $main);
?>
--EXPECT--
1: coroutine, not caller
2: coroutine, not caller
3: coroutine, not caller
4: not caller
5: not caller
a: not caller
b: not caller
string(2) "ok"
bool(true)
