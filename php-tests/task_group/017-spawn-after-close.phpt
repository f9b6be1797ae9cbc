--TEST--
task_group: after close() (idempotent) spawn() and spawnWithKey() throw "Cannot spawn tasks on a closed TaskGroup"; existing tasks complete
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$g->spawn(fn() => 1);
$g->close();
$g->close();
try {
    $g->spawn(fn() => 2);
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $g->spawnWithKey('k', fn() => 3);
    echo "accepted\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
var_dump($g->isClosed(), count($g));
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
Async\AsyncException: Cannot spawn tasks on a closed TaskGroup
Cannot spawn tasks on a closed TaskGroup
bool(true)
int(1)
[1]
