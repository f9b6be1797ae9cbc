--TEST--
task_group: all(true) / all(ignoreErrors: true) resolve with only the successful results, keyed and in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(function () { delay(10); throw new RuntimeException('bad'); });
$g->spawn(function () { delay(15); return 'ok'; });
$g->spawn(fn() => throw new LogicException('bad too'));
$g->spawnWithKey('last', fn() => 'also ok');
echo json_encode(await($g->all(true))), "\n";
echo json_encode(await($g->all(ignoreErrors: true))), "\n";
$g->suppressErrors();
?>
--EXPECT--
{"1":"ok","last":"also ok"}
{"1":"ok","last":"also ok"}
