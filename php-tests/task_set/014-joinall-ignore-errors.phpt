--TEST--
task_set: joinAll(true) resolves with only the successful results, keyed, in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(fn() => throw new RuntimeException('bad'));
$set->spawn(function () { delay(5); return 'ok'; });
$set->spawnWithKey('x', fn() => 'also ok');
echo json_encode(await($set->joinAll(ignoreErrors: true))), "\n";
while (count($set) > 0) {
    try { await($set->joinNext()); } catch (Throwable $ignored) {}
}
echo "drained\n";
?>
--EXPECT--
{"1":"ok","x":"also ok"}
drained
