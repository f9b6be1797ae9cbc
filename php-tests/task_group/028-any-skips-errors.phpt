--TEST--
task_group: any() skips failed tasks and resolves with the first success
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(fn() => throw new RuntimeException('e1'));
$g->spawn(function () { delay(15); return 'success'; });
$g->spawn(function () { delay(5); throw new RuntimeException('e2'); });
$g->spawn(function () { delay(30); return 'later success'; });
echo await($g->any()), "\n";
await($g->all(true));
echo count($g->getErrors()), " errors\n";
?>
--EXPECT--
success
2 errors
