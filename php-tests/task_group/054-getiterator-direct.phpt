--TEST--
task_group: calling getIterator() directly throws Error "An object of class Async\TaskGroup is not a traversable object in an invalid state"
--EXTENSIONS--
true_async
--FILE--
<?php
$g = new Async\TaskGroup();
$g->close();
try {
    $it = $g->getIterator();
    echo "got ", get_class($it), "\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ($g as $entry) {
    echo "unexpected entry\n";
}
echo "engine foreach works\n";
?>
--EXPECT--
Error: An object of class Async\TaskGroup is not a traversable object in an invalid state
engine foreach works
