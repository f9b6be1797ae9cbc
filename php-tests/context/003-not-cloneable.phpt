--TEST--
context: a Context cannot be cloned (Error), neither a standalone one nor root_context()
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([new Async\Context(), Async\root_context()] as $c) {
    try {
        $d = clone $c;
        echo "cloned\n";
    } catch (Error $e) {
        echo get_class($e), "\n";
    }
}
?>
--EXPECT--
Error
Error
