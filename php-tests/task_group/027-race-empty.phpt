--TEST--
task_group: race() on an empty group (open or closed) throws AsyncException "Cannot race on an empty TaskGroup" itself
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup();
try {
    $f = $g->race();
    echo "no throw\n";
    $f->ignore();
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$g->close();
try {
    $f = $g->race();
    echo "no throw\n";
    $f->ignore();
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Async\AsyncException: Cannot race on an empty TaskGroup
Cannot race on an empty TaskGroup
