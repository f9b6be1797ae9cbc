--TEST--
task_group: any() on an empty group throws AsyncException "Cannot call any() on an empty TaskGroup" itself
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup();
try {
    $f = $g->any();
    echo "no throw\n";
    $f->ignore();
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$g->close();
try {
    $f = $g->any();
    echo "no throw\n";
    $f->ignore();
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Async\AsyncException: Cannot call any() on an empty TaskGroup
Cannot call any() on an empty TaskGroup
