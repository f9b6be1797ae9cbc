--TEST--
await: a coroutine awaiting the main coroutine is woken, with null, when the main script ends, and may go on suspending
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, await_all, current_coroutine};
Async\suspend(); // launches the scheduler: the script becomes the main coroutine
$main = current_coroutine();
$one = spawn(function () use ($main) {
    echo "one awaits main\n";
    $r = await($main);
    echo "one woken with ", var_export($r, true), ", main completed: ", var_export($main->isCompleted(), true), "\n";
    delay(5);
    echo "one still runs\n";
});
$two = spawn(function () use ($main) {
    [$results, $errors] = await_all([$main]);
    echo "two woken: ", count($results), " result(s), ", count($errors), " error(s)\n";
});
delay(10);
echo "main script ends\n";
?>
--EXPECT--
one awaits main
main script ends
one woken with NULL, main completed: true
two woken: 1 result(s), 0 error(s)
one still runs
