--TEST--
task_set: a TaskSet is Awaitable but await($set) is a TypeError (await takes Completable)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$set = new Async\TaskSet();
$set->spawn(fn() => 'v');
try {
    await($set);
    echo "awaited\n";
} catch (TypeError $e) {
    echo "TypeError\n";
}
echo await($set->joinNext()), "\n";
?>
--EXPECT--
TypeError
v
