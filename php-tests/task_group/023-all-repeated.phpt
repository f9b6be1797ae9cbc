--TEST--
task_group: repeated all() calls on a settled group give the same answer (same results, same errors)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(fn() => 'x');
$g->spawn(function () { delay(5); return 'y'; });
echo json_encode(await($g->all())), "\n";
echo json_encode(await($g->all())), "\n";

$h = new Async\TaskGroup();
$h->spawn(fn() => throw new RuntimeException('e1'));
$h->spawn(fn() => 'fine');
for ($i = 0; $i < 2; $i++) {
    try {
        await($h->all());
        echo "resolved\n";
    } catch (Async\CompositeException $e) {
        echo count($e->getExceptions()), ": ", $e->getExceptions()[0]->getMessage(), "\n";
    }
}
$h->suppressErrors();
?>
--EXPECT--
["x","y"]
["x","y"]
1: e1
1: e1
