--TEST--
task_group: race() rejects with the very exception of the next task to settle when that task fails
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
// 200 ms: the failing task's 5 ms delay starts after this one and must
// still end first under valgrind.
$g->spawn(function () { delay(200); return 'late'; });
$g->spawn(function () { delay(5); throw new DomainException('boom'); });
try {
    echo await($g->race()), "\n";
} catch (DomainException $e) {
    echo "race rejected: ", $e->getMessage(), "\n";
}
echo json_encode(await($g->all(true))), "\n";
var_dump($e === $g->getErrors()[1]);
?>
--EXPECT--
race rejected: boom
["late"]
bool(true)
