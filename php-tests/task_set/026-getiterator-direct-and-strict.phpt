--TEST--
task_set: direct getIterator() throws Error naming Async\TaskSet (decision); dynamic properties and clone throw Error
--EXTENSIONS--
true_async
--FILE--
<?php
$set = new Async\TaskSet();
try {
    $set->getIterator();
    echo "got an iterator\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $set->extra = 1;
    echo "dynamic property accepted\n";
} catch (Error $e) {
    echo "dynamic property: ", get_class($e), "\n";
}
try {
    $copy = clone $set;
    echo "cloned\n";
} catch (Error $e) {
    echo "clone: ", get_class($e), "\n";
}
try {
    serialize($set);
    echo "serialized\n";
} catch (Throwable $e) {
    echo "serialize refused\n";
}
?>
--EXPECT--
Error: An object of class Async\TaskSet is not a traversable object in an invalid state
dynamic property: Error
clone: Error
serialize refused
