--TEST--
task_group: TaskGroup rejects dynamic properties and cloning (Error) and cannot be serialized
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup();
try {
    $g->extra = 1;
    echo "dynamic property accepted\n";
} catch (Error $e) {
    echo "dynamic property: ", get_class($e), "\n";
}
try {
    $h = clone $g;
    echo "cloned\n";
} catch (Error $e) {
    echo "clone: ", get_class($e), "\n";
}
try {
    serialize($g);
    echo "serialized\n";
} catch (Throwable $e) {
    echo "serialize refused\n";
}
?>
--EXPECT--
dynamic property: Error
clone: Error
serialize refused
