--TEST--
task_set: foreach yields key => [result, error] in spawn order and consumes the entries: count() is 0 afterwards
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$set = new Async\TaskSet();
$set->spawn(function () { delay(10); return 'x'; });
$set->spawnWithKey('e', fn() => throw new RuntimeException('bad'));
$set->spawn(fn() => 'y');
$set->close();
foreach ($set as $k => [$r, $e]) {
    echo var_export($k, true), ": ", var_export($r, true), " ", $e === null ? '-' : $e->getMessage(), "\n";
}
echo "after: ", count($set), "\n";
?>
--EXPECT--
0: 'x' -
'e': NULL bad
1: 'y' -
after: 0
