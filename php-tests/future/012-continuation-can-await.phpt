--TEST--
future: a continuation runs in a coroutine of its own, so it may suspend; complete() returns before it runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{delay, current_coroutine};
$state = new FutureState();
Async\suspend(); // launches the scheduler: the script becomes the main coroutine
$main = current_coroutine();
$slow = (new Future($state))->map(function ($v) use ($main) {
    echo "map runs in its own coroutine: ", var_export(current_coroutine() !== $main, true), "\n";
    delay(10);
    return $v + 1;
});
$state->complete(41);
echo "complete() returned\n";
var_dump($slow->isCompleted());
var_dump($slow->await());
?>
--EXPECT--
complete() returned
bool(false)
map runs in its own coroutine: true
int(42)
