--TEST--
task_group: dispose() interrupts tasks with AsyncCancellation "Scope is being disposed due to TaskGroup disposal" and does not seal the group
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
use Async\AsyncCancellation;
$g = new Async\TaskGroup();
$g->spawn(function () {
    try {
        delay(50);
        echo "not interrupted\n";
    } catch (AsyncCancellation $e) {
        echo "task got: ", $e->getMessage(), "\n";
        throw $e;
    }
});
suspend();
$g->dispose();
var_dump($g->isClosed());
$g->close();
$g->awaitCompletion();
echo get_class($g->getErrors()[0]), "\n";
?>
--EXPECT--
bool(false)
task got: Scope is being disposed due to TaskGroup disposal
Async\AsyncCancellation
