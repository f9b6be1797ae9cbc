--TEST--
future: several coroutines awaiting one future all resume with its value, in the order they started waiting
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await_all, suspend};
$state = new FutureState();
$future = new Future($state);
$waiters = [];
foreach (["first", "second", "third"] as $name) {
    $waiters[] = spawn(function () use ($future, $name) {
        $v = $future->await();
        echo "$name got $v\n";
        return $v;
    });
}
suspend(); // all three are now waiting
$state->complete("the value");
[$results] = await_all($waiters);
var_dump(count($results), array_unique($results) === ["the value"]);
?>
--EXPECT--
first got the value
second got the value
third got the value
int(3)
bool(true)
