--TEST--
task_group: a TaskGroup is Awaitable but not Completable, so await($group) is a TypeError; its Futures are awaitable
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$g->spawn(fn() => 1);
var_dump($g instanceof Async\Awaitable, $g instanceof Async\Completable);
try {
    await($g);
    echo "awaited\n";
} catch (TypeError $e) {
    echo "TypeError\n";
}
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
bool(true)
bool(false)
TypeError
[1]
