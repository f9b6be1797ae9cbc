--TEST--
task_group: foreach yields key => [result, error] pairs in spawn order ([result, null] / [null, error]), and ends for a closed group
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$g = new Async\TaskGroup();
$g->spawn(function () { delay(20); return 'slow'; });
$g->spawnWithKey('err', function () { delay(5); throw new RuntimeException('failed'); });
$g->spawn(fn() => 'instant');
$g->close();
foreach ($g as $key => [$result, $error]) {
    echo var_export($key, true), " => result ", var_export($result, true), ", error ",
        $error === null ? 'null' : get_class($error) . '(' . $error->getMessage() . ')', "\n";
}
echo "done\n";
?>
--EXPECT--
0 => result 'slow', error null
'err' => result NULL, error RuntimeException(failed)
1 => result 'instant', error null
done
