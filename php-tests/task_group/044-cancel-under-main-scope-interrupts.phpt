--TEST--
task_group: a group created under the (safe) main scope still interrupts started tasks on cancel(): no zombie keeps running (decisions-10 #9)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
$g = new Async\TaskGroup();
$g->spawn(function () {
    delay(30);
    echo "zombie kept running\n";
});
$g->spawn(function () {
    try {
        delay(30);
    } finally {
        echo "second task unwinds\n";
    }
});
suspend();
$g->cancel();
var_dump($g->isFinished());
$g->awaitCompletion();
var_dump($g->isFinished());
delay(50);
echo "end\n";
?>
--EXPECT--
bool(false)
second task unwinds
bool(true)
end
