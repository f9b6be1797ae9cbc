--TEST--
scope: cloning a Scope throws an Error
--EXTENSIONS--
true_async
--FILE--
<?php
$s = new Async\Scope();
try {
    $copy = clone $s;
    echo "cloned\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Error: Trying to clone an uncloneable object of class Async\Scope
