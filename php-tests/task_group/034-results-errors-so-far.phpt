--TEST--
task_group: getResults()/getErrors() report what has settled so far, keyed, in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(fn() => 'quick');
$g->spawn(function () { delay(30); return 'slow'; });
$g->spawnWithKey('bad', fn() => throw new RuntimeException('oops'));
echo json_encode($g->getResults()), " ", json_encode($g->getErrors()), "\n";
delay(10);
echo json_encode($g->getResults()), "\n";
echo json_encode(array_map(fn($e) => $e->getMessage(), $g->getErrors())), "\n";
await($g->all(true));
echo json_encode($g->getResults()), "\n";
?>
--EXPECT--
[] []
["quick"]
{"bad":"oops"}
["quick","slow"]
