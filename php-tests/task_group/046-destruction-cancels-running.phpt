--TEST--
task_group: destroying a group with a running task cancels it with "Scope is being disposed due to TaskGroup destruction"
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
use Async\AsyncCancellation;
function start(): void {
    $g = new Async\TaskGroup();
    $g->spawn(function () {
        try {
            delay(50);
            echo "not interrupted\n";
        } catch (AsyncCancellation $e) {
            echo "task got: ", $e->getMessage(), "\n";
        }
    });
    suspend();
    echo "group goes out of scope\n";
}
start();
delay(20);
echo "end\n";
?>
--EXPECT--
group goes out of scope
task got: Scope is being disposed due to TaskGroup destruction
end
